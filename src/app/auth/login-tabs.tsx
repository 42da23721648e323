// The two sign-in tabs (account / phone) as a small tab strip of its own rather than antd's Tabs,
// which with its overflow menu would add about 15 KB gzip to the sign-in page's budget
// (tests/bench/README.md, First load). Same roles as antd's (tablist, tab, tabpanel); a pane stays
// mounted once shown, so switching back keeps what was typed.
import { theme } from 'antd';
import { useState, type ReactNode } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  children: ReactNode;
}

export function LoginTabs({ items, onChange }: { items: LoginTab[]; onChange?: (key: string) => void }) {
  const { token } = theme.useToken();
  const [active, setActive] = useState(items[0]?.key);
  const [shown, setShown] = useState(() => new Set(items.slice(0, 1).map((i) => i.key)));
  const select = (key: string) => {
    if (key === active) return;
    setActive(key);
    setShown((prev) => new Set(prev).add(key));
    onChange?.(key);
  };
  return (
    <div>
      <div
        role="tablist"
        style={{
          display: 'flex',
          justifyContent: 'center',
          gap: token.marginXL,
          marginBottom: token.marginMD,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        }}
      >
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`login-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`login-pane-${item.key}`}
              onClick={() => select(item.key)}
              style={{
                padding: `${token.paddingSM}px 0`,
                border: 'none',
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                marginBottom: -token.lineWidth,
                background: 'none',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: token.fontSize,
                color: selected ? token.colorPrimary : token.colorText,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => shown.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`login-pane-${item.key}`}
            aria-labelledby={`login-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
