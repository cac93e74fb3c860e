import type { FieldError } from '@gs/shared/envelope';
import type { Locale } from '@gs/shared/tenant';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

interface ValidationItem {
  instancePath: string;
  message?: string;
}

const chinese = z.locales.zhCN().localeError;

function fieldName(context: string | undefined, path: string): string {
  return [context, path].filter(Boolean).join('.') || (context ?? 'request');
}

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/**
 * Chinese field messages: the failing part is parsed again with zod's Chinese error map. Only runs on the
 * failure path; messages written into a schema keep their author's wording (they take precedence in zod).
 */
function chineseFieldErrors(request: FastifyRequest, context: string | undefined): FieldError[] | null {
  const schemaKey = context === 'querystring' ? 'querystring' : context;
  const schema = schemaKey ? (request.routeOptions.schema as Record<string, unknown> | undefined)?.[schemaKey] : null;
  if (!(schema instanceof z.ZodType)) return null;
  const result = schema.safeParse(requestPart(request, context), { error: chinese });
  if (result.success) return null;
  return result.error.issues.map((issue) => ({
    field: fieldName(context, issue.path.join('.')),
    message: issue.message,
  }));
}

/** Turns fastify/zod validation items into field errors named `<part>.<path>` (body.pageSize, querystring.id). */
export function toFieldErrors(
  request: FastifyRequest,
  items: ValidationItem[],
  context: string | undefined,
  locale: Locale,
): FieldError[] {
  if (locale === 'zh-CN') {
    const translated = chineseFieldErrors(request, context);
    if (translated) return translated;
  }
  return items.map((item) => ({
    field: fieldName(context, item.instancePath.replace(/^\//, '').replaceAll('/', '.')),
    message: item.message ?? 'Invalid value',
  }));
}
