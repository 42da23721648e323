// User picker (x-widget "user", spec 000 §2, 001 §7.6): a read-only input showing the chosen users'
// real names joined by commas, cut at width 25 with an ellipsis (the full text in a tooltip);
// a click opens the selection dialog, OK writes the usernames (or ids, x-options.store 'id') joined
// by commas. Labels of a stored value come from GET /sys/user/getMultiUser.
import { CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import { text } from '../../../core/registry.ts';
import { useDataProvider, useLang } from '../../../react/registry-context.tsx';
import { rememberUsers, useUserLabels, type PickerUser, type UserStore } from '../../../react/use-user-labels.ts';
import { useT } from '../../messages.ts';
import { fieldOf } from '../select-widgets.tsx';
import { userPickerOptions } from './picker-options.ts';
import { ellipsis, joinKeys, splitKeys } from './picker-values.ts';
import { UserPickerModal } from './user-picker-modal.tsx';

export interface UserPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  onBlur?: () => void;
  multi?: boolean;
  store?: UserStore;
  byDepart?: boolean;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error';
}

/** Real names (the account when a user has none or is unknown) of stored keys, in stored order. */
export function userNames(keys: string[], users: Map<string, PickerUser>): string[] {
  return keys.map((k) => users.get(k)?.realname || users.get(k)?.username || k);
}

export function UserPicker({ value, onChange, multi = false, store = 'username', byDepart, ...rest }: UserPickerProps) {
  const provider = useDataProvider();
  const [open, setOpen] = useState(false);
  const keys = splitKeys(value);
  const { users } = useUserLabels(keys, store);
  const full = userNames(keys, users).join(',');
  const blocked = rest.disabled;
  const clear = (e: React.MouseEvent) => {
    e.stopPropagation();
    onChange?.(undefined);
  };
  return (
    <>
      <Tooltip title={full.length > 0 ? full : undefined}>
        <Input
          id={rest.id}
          readOnly
          value={ellipsis(full)}
          placeholder={rest.placeholder}
          disabled={blocked}
          status={rest.status}
          style={{ cursor: blocked ? undefined : 'pointer' }}
          onClick={() => !blocked && setOpen(true)}
          onBlur={rest.onBlur}
          suffix={
            keys.length && !blocked ? (
              <CloseCircleFilled aria-label="clear" style={{ color: 'rgba(0,0,0,0.25)' }} onClick={clear} />
            ) : (
              <UserOutlined />
            )
          }
        />
      </Tooltip>
      <UserPickerModal
        open={open}
        multi={multi}
        store={store}
        byDepart={byDepart}
        initial={keys.map((k) => users.get(k) ?? ({ id: k, username: k, [store]: k } as PickerUser))}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          rememberUsers(provider, store, chosen);
          onChange?.(joinKeys(chosen.map((u) => String(u[store]))));
          setOpen(false);
        }}
      />
    </>
  );
}

export function UserWidget(props: WidgetProps) {
  const field = fieldOf(props);
  const t = useT();
  const lang = useLang();
  const o = userPickerOptions(field);
  return (
    <UserPicker
      id={props.id}
      value={props.value}
      multi={o.multi}
      store={o.store}
      byDepart={o.byDepart}
      placeholder={t('selectPlaceholder', { title: text(field.title, lang) })}
      disabled={props.disabled || props.readonly}
      status={props.rawErrors?.length ? 'error' : undefined}
      onChange={(v) => props.onChange(v)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}
