// The header's right-hand group: the extension slot (HEADER_EXTRAS: the notice bell), the language
// switch and the user menu.
import { Space } from 'antd';
import { HEADER_EXTRAS } from './header-extras.tsx';
import { LangSwitch } from './lang-switch.tsx';
import { UserMenu } from './user-menu.tsx';

export function HeaderRight() {
  return (
    <Space>
      {HEADER_EXTRAS.map((Extra, i) => (
        <Extra key={i} />
      ))}
      <LangSwitch />
      <UserMenu />
    </Space>
  );
}
