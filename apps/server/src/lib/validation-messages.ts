import type { FieldError } from '@gs/shared/envelope';
import type { Locale } from '@gs/shared/tenant';
import { z } from 'zod';

interface ValidationItem {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const english = z.locales.en().localeError;
const chinese = z.locales.zhCN().localeError;

type RawIssue = Parameters<typeof english>[0];

function localise(item: ValidationItem, locale: Locale): string {
  const message = item.message ?? 'invalid value';
  if (locale !== 'zh-CN') return message;
  const issue = { ...item.params, code: item.keyword, path: [], message } as unknown as RawIssue;
  // Only replace zod's own default wording; a message written in a schema is kept as its author wrote it.
  const defaultEnglish = english(issue);
  const englishText = typeof defaultEnglish === 'string' ? defaultEnglish : defaultEnglish?.message;
  if (englishText !== message) return message;
  const translated = chinese(issue);
  return (typeof translated === 'string' ? translated : translated?.message) ?? message;
}

/** Turns fastify/zod validation items into field errors named `<part>.<path>` (body.pageSize, querystring.id). */
export function toFieldErrors(items: ValidationItem[], context: string | undefined, locale: Locale): FieldError[] {
  return items.map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [context, path].filter(Boolean).join('.');
    return { field: field || (context ?? 'request'), message: localise(item, locale) };
  });
}
