// Password fields (format "password"). With x-options {confirm: true} two inputs, the password and its
// confirmation: while they differ the confirmation is marked and 两次输入的密码不一样！ (spec 000 §5) is
// reported through the form's reportError channel, which shows it under the field and blocks the submit;
// the field's value is the password only when both match (else nothing). The mismatch shows once the
// confirmation was typed in or the password input left, not while the first one is still being typed.
// Without confirm it is a plain password input ('' -> undefined).
import type { WidgetProps } from '@rjsf/utils';
import { Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../messages.ts';
import { fieldDefOf, inputProps, reportErrorOf, xOptions } from './widget-props.ts';

export function PasswordWidget(props: WidgetProps) {
  if (xOptions(props).confirm === true) return <ConfirmedPassword {...props} />;
  return (
    <Input.Password
      {...inputProps(props)}
      autoComplete="new-password"
      placeholder={props.placeholder}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
    />
  );
}

/** The value a pair of inputs stands for: the password when both agree, else nothing. */
export function confirmedValue(password: string, confirm: string): string | undefined {
  return password !== '' && password === confirm ? password : undefined;
}

function ConfirmedPassword(props: WidgetProps) {
  const t = useT();
  const initial = typeof props.value === 'string' ? props.value : '';
  const [password, setPassword] = useState(initial);
  const [confirm, setConfirm] = useState(initial);
  const [checking, setChecking] = useState(false);
  const name = fieldDefOf(props)?.name ?? props.name;
  const reportError = reportErrorOf(props);
  const mismatch = checking && password !== confirm;
  const message = mismatch ? t('editorPasswordMismatch') : null;

  useEffect(() => {
    reportError?.(name, message);
  }, [reportError, name, message]);
  useEffect(() => () => reportError?.(name, null), [reportError, name]);

  const emit = (nextPassword: string, nextConfirm: string) => {
    const next = confirmedValue(nextPassword, nextConfirm);
    if (next !== props.value) props.onChange(next);
  };
  const { status, ...common } = inputProps(props);
  return (
    <Flex vertical gap={8}>
      <Input.Password
        {...common}
        status={status}
        autoComplete="new-password"
        placeholder={props.placeholder || t('editorPassword')}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          emit(e.target.value, confirm);
        }}
        onBlur={() => {
          if (password !== '' || confirm !== '') setChecking(true);
          props.onBlur(props.id, props.value);
        }}
      />
      <Input.Password
        id={`${props.id}__confirm`}
        disabled={common.disabled}
        status={mismatch ? 'error' : status}
        autoComplete="new-password"
        aria-label={t('editorConfirmPassword')}
        placeholder={t('editorConfirmPassword')}
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          setChecking(true);
          emit(password, e.target.value);
        }}
      />
      {/* Inside the entity form the message shows under the field through reportError. */}
      {message && !reportError && <Typography.Text type="danger">{message}</Typography.Text>}
    </Flex>
  );
}
