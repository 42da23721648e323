// The form widget of `format: 'cron'` fields: CronInput with the field's value, validated by the
// Quartz adapter. Inside an entity form the message goes through formContext.reportError, which shows
// it under the field and blocks the submit until the expression is valid; x-options.width sets the
// dialog's width (800 for the platform's scheduled jobs).
import type { WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { entityFormContext } from '../form/form-context.ts';
import { controlProps } from '../widgets/control-props.ts';
import { CronInput, useCronError } from './cron-input.tsx';

export function CronWidget(props: WidgetProps) {
  const control = controlProps(props);
  const value = typeof props.value === 'string' ? props.value : undefined;
  const error = useCronError(value);
  const reportError = entityFormContext(props)?.reportError;
  const field = (props.options as { field?: { name: string; options?: Record<string, unknown> } }).field;
  const name = field?.name ?? props.name;
  const width = field?.options?.width;

  useEffect(() => {
    reportError?.(name, error);
  }, [reportError, name, error]);
  useEffect(() => () => reportError?.(name, null), [reportError, name]);

  return (
    <CronInput
      {...control}
      value={value}
      onChange={(v) => props.onChange(v)}
      modalWidth={typeof width === 'number' ? width : undefined}
      hideError={!!reportError}
    />
  );
}
