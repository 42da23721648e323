// The cron control of forms: the expression in an input (typed in, or built) and a button opening the
// cron dialog; OK writes the dialog's expression. An invalid expression marks the input and shows the
// adapter's message below it unless the host shows it (`hideError`, the entity form's error channel).
import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { validateCron } from '../../core/cron/index.ts';
import { CronModal } from './cron-modal.tsx';
import { useCronT } from './messages.ts';

export interface CronInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
  /** Dialog width: 608 by default, 800 for the platform's cron editor. */
  modalWidth?: number;
  /** The host shows the validation message itself. */
  hideError?: boolean;
}

/** The adapter's message for a non-empty value in the current language, or null. */
export function useCronError(value: string | null | undefined): string | null {
  const { pick } = useCronT();
  const error = value ? validateCron(value) : null;
  return error ? pick(error) : null;
}

export function CronInput({ id, value, onChange, onBlur, placeholder, disabled, status, ...rest }: CronInputProps) {
  const { t } = useCronT();
  const [open, setOpen] = useState(false);
  const error = useCronError(value);
  return (
    <Flex vertical gap={4}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          status={status ?? (error ? 'error' : undefined)}
          style={{ fontFamily: 'monospace' }}
          onChange={(e) => onChange?.(e.target.value.trim() === '' ? undefined : e.target.value)}
          onBlur={onBlur}
        />
        <Button icon={<ClockCircleOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
          {t('cronOpen')}
        </Button>
      </Space.Compact>
      {error && !rest.hideError ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <CronModal
        open={open}
        value={value ?? undefined}
        width={rest.modalWidth}
        onCancel={() => setOpen(false)}
        onOk={(expression) => {
          setOpen(false);
          onChange?.(expression);
        }}
      />
    </Flex>
  );
}
