// Messages of the mail module (answers and stored errors), in Chinese and English.
import { t } from '../../engine/plugins/i18n.ts';

export const MAIL_MESSAGES = {
  noAccount: t(
    '没有可用的邮箱账户，请先配置并设置默认账户',
    'No email account is configured; add one and mark it default',
  ),
  accountNotFound: t('邮箱账户不存在', 'No such email account'),
  passwordTooLong: t('密码最长128个字符', 'The password may have at most 128 characters'),
  passwordType: t('密码应为字符串', 'The password must be a string'),
  toInvalid: t('收件人邮箱格式不正确', 'The recipient address is not a valid email address'),
  testSubject: t('测试邮件', 'Test message'),
  testBody: t(
    '这是一封测试邮件，收到说明邮箱账户配置正确。',
    'This is a test message: receiving it means the email account is set up correctly.',
  ),
  sent: t('发送成功', 'Sent'),
  failed: (error: string) => t(`发送失败：${error}`, `Sending failed: ${error}`),
};
