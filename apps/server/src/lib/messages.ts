import type { Locale } from '@gs/shared/tenant';

/** Every sentence the API can answer with, in both languages. `{name}` placeholders are filled from params. */
const catalogue = {
  ok: { 'en-US': 'OK', 'zh-CN': '操作成功' },
  notFound: { 'en-US': 'The requested item was not found.', 'zh-CN': '请求的内容不存在。' },
  routeNotFound: {
    'en-US': 'No API route matches {method} {path}.',
    'zh-CN': '接口 {method} {path} 不存在。',
  },
  tenantNotFound: {
    'en-US': 'No storefront is configured for the host "{host}".',
    'zh-CN': '域名 "{host}" 未绑定任何店铺。',
  },
  tenantSuspended: { 'en-US': 'This storefront is suspended.', 'zh-CN': '该店铺已暂停服务。' },
  validationFailed: { 'en-US': 'Invalid request: {details}', 'zh-CN': '请求参数有误：{details}' },
  invalidJson: {
    'en-US': 'The request body is not valid JSON: {reason}',
    'zh-CN': '请求体不是有效的 JSON：{reason}',
  },
  emptyJsonBody: {
    'en-US': 'The request declares JSON but its body is empty.',
    'zh-CN': '请求声明为 JSON，但请求体为空。',
  },
  unsupportedMediaType: {
    'en-US': 'Unsupported content type "{type}"; send application/json.',
    'zh-CN': '不支持的内容类型 "{type}"，请使用 application/json。',
  },
  payloadTooLarge: {
    'en-US': 'The request body is larger than the {limit} limit.',
    'zh-CN': '请求体超过了 {limit} 的上限。',
  },
  rateLimited: {
    'en-US': 'Too many requests; try again in {seconds} seconds.',
    'zh-CN': '请求过于频繁，请 {seconds} 秒后再试。',
  },
  badRequest: { 'en-US': 'The request could not be processed: {reason}', 'zh-CN': '请求无法处理：{reason}' },
  internalError: {
    'en-US': 'Something went wrong on our side. Please try again later.',
    'zh-CN': '服务器开小差了，请稍后再试。',
  },
  databaseUnavailable: {
    'en-US': 'The database is not reachable.',
    'zh-CN': '数据库暂时无法访问。',
  },
  unauthorized: {
    'en-US': 'Login timed out, please log in again.',
    'zh-CN': '登录状态已过期，请重新登录。',
  },
  forbidden: { 'en-US': 'You do not have permission to do this.', 'zh-CN': '您没有执行此操作的权限。' },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;

/** Renders a message in the given language, filling `{placeholders}`. */
export function renderMessage(key: MessageKey, locale: Locale, params: Record<string, string | number> = {}): string {
  const template = catalogue[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks zh-CN or en-US from an Accept-Language header; undefined when the header names neither. */
export function localeFromHeader(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return undefined;
}
