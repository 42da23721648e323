// Texts of the message-template override in both languages (the server's refusal of the same edit).
export const TEMPLATE_MESSAGES = {
  editRefused: { 'zh-CN': '此模板已被应用，禁止编辑!', en: 'This template is in use and cannot be edited!' },
} as const;
