// The request language: English when Accept-Language starts with "en", Chinese otherwise (the
// product's default). Messages are I18nText pairs resolved at the edge.
import type { FastifyRequest } from 'fastify';
import type { I18nText, Lang } from '../../../../runtime/core/registry.ts';

export function langOf(request: FastifyRequest): Lang {
  const h = request.headers['accept-language'];
  return typeof h === 'string' && /^\s*en/i.test(h) ? 'en' : 'zh-CN';
}

export function say(message: I18nText | string, lang: Lang): string {
  return typeof message === 'string' ? message : lang === 'en' ? message.en : message.zh;
}

export const t = (zh: string, en: string): I18nText => ({ zh, en });
