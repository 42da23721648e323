// UI texts of this folder's widgets in both languages; merged into MESSAGES (../../messages.ts). Keys
// start with `editor`. Spec 000 §5 (the two passwords differ), 001 §7.6 (rich text upload), §9 (sizes).
import type { I18nText } from '../../../core/registry.ts';

export const EDITOR_MESSAGES = {
  editorPasswordMismatch: { zh: '两次输入的密码不一样！', en: 'The two passwords do not match' },
  editorPassword: { zh: '请输入密码', en: 'Enter the password' },
  editorConfirmPassword: { zh: '请再次输入密码', en: 'Enter the password again' },
  editorLoading: { zh: '编辑器加载中…', en: 'Loading the editor…' },
  editorBold: { zh: '加粗', en: 'Bold' },
  editorItalic: { zh: '斜体', en: 'Italic' },
  editorUnderline: { zh: '下划线', en: 'Underline' },
  editorStrike: { zh: '删除线', en: 'Strikethrough' },
  editorHeading: { zh: '标题 {n}', en: 'Heading {n}' },
  editorParagraph: { zh: '正文', en: 'Paragraph' },
  editorBulletList: { zh: '无序列表', en: 'Bulleted list' },
  editorOrderedList: { zh: '有序列表', en: 'Numbered list' },
  editorBlockquote: { zh: '引用', en: 'Quote' },
  editorCodeBlock: { zh: '代码块', en: 'Code block' },
  editorLink: { zh: '链接', en: 'Link' },
  editorLinkPrompt: { zh: '请输入链接地址', en: 'Enter the link address' },
  editorLinkInvalid: { zh: '请输入以http和https开头的网址', en: 'Enter an address starting with http or https' },
  editorImage: { zh: '上传图片', en: 'Upload image' },
  editorImageOnly: { zh: '只能上传 jpg、png、gif 格式的图片', en: 'Only jpg, png and gif images can be uploaded' },
  editorImageFailed: { zh: '图片上传失败', en: 'The image could not be uploaded' },
  editorUndo: { zh: '撤销', en: 'Undo' },
  editorRedo: { zh: '重做', en: 'Redo' },
  editorPromptRequired: { zh: '请输入内容', en: 'Please enter a value' },
} satisfies Record<string, I18nText>;
