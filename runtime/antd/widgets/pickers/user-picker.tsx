// User picker (x-widget "user", spec 000 §2, 001 §7.6): a read-only input showing the chosen users'
// real names joined by commas, cut at width 25 with an ellipsis (the full text in a tooltip);
// a click opens the selection dialog, OK writes the usernames (or ids, x-options.store 'id') joined
// by commas. Labels of a stored value come from GET /sys/user/getMultiUser.
import { UserOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useDataProvider } from '../../../react/registry-context.tsx';
import { rememberUsers, useUserLabels, type PickerUser, type UserStore } from '../../../react/use-user-labels.ts';
import { controlProps, type StringControlProps, fieldOf, useSelectPlaceholder } from '../control-props.ts';
import { PickerInput } from './picker-input.tsx';
import { userPickerOptions } from './picker-options.ts';
import { userNames } from './picker-labels.ts';
import { joinKeys, splitKeys } from './picker-values.ts';
import { UserPickerModal } from './user-picker-modal.tsx';

export interface UserPickerProps extends StringControlProps {
  multi?: boolean;
  store?: UserStore;
  byDepart?: boolean;
  /** The user field shown (default 'realname'). */
  text?: keyof PickerUser;
}

export function UserPicker(props: UserPickerProps) {
  const { value, onChange, multi = false, store = 'username', byDepart, text, ...rest } = props;
  const provider = useDataProvider();
  const [open, setOpen] = useState(false);
  const keys = splitKeys(value);
  const { users } = useUserLabels(keys, store);
  const full = userNames(keys, users, text).join(',');
  return (
    <>
      <PickerInput
        {...rest}
        full={full}
        chosen={keys.length > 0}
        icon={<UserOutlined />}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(undefined)}
      />
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
  const o = userPickerOptions(fieldOf(props));
  return (
    <UserPicker
      {...controlProps(props, useSelectPlaceholder(props))}
      multi={o.multi}
      store={o.store}
      byDepart={o.byDepart}
    />
  );
}
