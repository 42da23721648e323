// An expected failure with an HTTP status and a bilingual message safe to show to the user.
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { t } from './i18n.ts';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: I18nText,
    /** Extra detail for clients (e.g. per-field validation messages). */
    readonly detail?: unknown,
  ) {
    super(text.en);
    this.name = 'HttpError';
  }
}

export const badRequest = (text: I18nText, detail?: unknown) => new HttpError(400, text, detail);
export const notFound = (text: I18nText = MESSAGES.notFound) => new HttpError(404, text);
export const conflict = (text: I18nText) => new HttpError(409, text);

export const MESSAGES = {
  ok: t('操作成功', 'OK'),
  badRequest: t('请求参数错误', 'Bad request'),
  invalidJson: t('请求体不是有效的JSON', 'The request body is not valid JSON'),
  unauthorized: t('未登录或登录已过期，请重新登录', 'Not signed in or the session has expired, please sign in again'),
  forbidden: t('没有权限，请联系管理员授权', 'Access denied'),
  notFound: t('资源不存在', 'Resource not found'),
  recordNotFound: t('未找到对应数据', 'No such record'),
  methodNotAllowed: t('不支持的请求方法', 'Method not allowed'),
  conflict: t('数据已被他人修改，请刷新后重试', 'The record was changed by someone else; reload and try again'),
  tooLarge: t('请求体过大', 'The request body is too large'),
  unsupportedMedia: t('不支持的内容类型', 'Unsupported content type'),
  unprocessable: t('违反业务规则', 'Business rule violated'),
  tooMany: t('请求过于频繁，请稍后再试', 'Too many requests, please try again later'),
  duplicate: t('数据重复，违反唯一约束', 'Duplicate value: the record already exists'),
  internal: t('服务器内部错误，请联系管理员', 'Internal server error; please contact the administrator'),
  unavailable: t(
    '服务暂时不可用（无法访问数据库），请稍后重试',
    'Service temporarily unavailable (the database cannot be reached); please try again shortly',
  ),
};

export const STATUS_MESSAGES: Record<number, I18nText> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  409: MESSAGES.conflict,
  413: MESSAGES.tooLarge,
  415: MESSAGES.unsupportedMedia,
  422: MESSAGES.unprocessable,
  429: MESSAGES.tooMany,
};
