// Shows the HTTP layer's notices with antd's message API (mounted inside <App>).
import { App } from 'antd';
import { useEffect } from 'react';
import { useServices } from '../services.tsx';

export function NotifierBridge() {
  const { message } = App.useApp();
  const { setNotifier } = useServices();
  useEffect(() => {
    setNotifier((notice) => void (notice.type === 'warning' ? message.warning : message.error)(notice.message));
    return () => setNotifier(null);
  }, [message, setNotifier]);
  return null;
}
