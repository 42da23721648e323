// Changing the theme colour (spec 001 §2.4, §8): 正在编译主题！ shows while the new colour's tokens
// are derived and applied through antd's ConfigProvider; a colour that cannot be applied leaves the
// theme as it was and shows 'Failed to update theme'.
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { checkThemeColor } from './layout-settings.ts';
import { useLayoutSettings } from './settings-context.tsx';

const MESSAGE_KEY = 'theme-compile';
/** The progress text stays at least this long, so it can be read. */
export const THEME_PROGRESS_MS = 600;

export function useThemeChange(): (color: string) => Promise<boolean> {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { update } = useLayoutSettings();
  return useCallback(
    async (color: string) => {
      void message.loading({ key: MESSAGE_KEY, content: t('shell.settings.compilingTheme'), duration: 0 });
      // Let the progress text paint before the whole tree re-renders with the new tokens.
      await new Promise((resolve) => setTimeout(resolve, 0));
      try {
        update({ primaryColor: checkThemeColor(color) });
      } catch {
        message.destroy(MESSAGE_KEY);
        void message.error(t('shell.settings.themeFailed'));
        return false;
      }
      setTimeout(() => message.destroy(MESSAGE_KEY), THEME_PROGRESS_MS);
      return true;
    },
    [message, t, update],
  );
}
