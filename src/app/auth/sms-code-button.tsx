// "Get code" button: validates the mobile field, asks the server to send an SMS code, then counts
// down 60 s before it can be pressed again (the server refuses a second code within a minute too).
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { useServices } from '../services.tsx';
import { messageOf, sendSmsCode, type SmsMode } from './auth-calls.ts';

export const SMS_COUNTDOWN_S = 60;

export function SmsCodeButton({ mode, getMobile }: { mode: SmsMode; getMobile: () => Promise<string | null> }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const { message } = useFeedback();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const mobile = await getMobile();
    if (!mobile) return;
    setBusy(true);
    try {
      await sendSmsCode(http, mobile, mode);
      setLeft(SMS_COUNTDOWN_S);
      void message.success(t('auth.codeSent'));
    } catch (e) {
      void message.error(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="large" disabled={left > 0} loading={busy} onClick={() => void send()} style={{ minWidth: 112 }}>
      {left > 0 ? t('auth.resendIn', { s: left }) : t('auth.getCode')}
    </Button>
  );
}
