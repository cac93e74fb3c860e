import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { apiTarget } from './fixtures';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API as a client of the tenant (Node cannot resolve `*.localhost`, so loopback plus Host). */
export async function apiCall<T>(
  request: APIRequestContext,
  host: string,
  path: string,
  options: { token?: string; data?: unknown; method?: 'GET' | 'POST' | 'PUT' } = {},
): Promise<Envelope<T>> {
  const target = apiTarget(host, path);
  const headers = { ...target.headers, ...(options.token ? { token: options.token } : {}) };
  const method = options.method ?? (options.data === undefined ? 'GET' : 'POST');
  const response = await request.fetch(target.url, { method, headers, data: options.data });
  return (await response.json()) as Envelope<T>;
}

/** A phone number no other test uses: the worker's index and the clock keep parallel specs apart. */
export function uniquePhone(): string {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `139${worker}${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7)}`;
}

/** Logs a demo staff member (or any user) in through the API and answers the session token. */
export async function apiLogin(request: APIRequestContext, host: string, username: string, password: string) {
  const body = await apiCall<{ token: string }>(request, host, '/api/web/login', { data: { username, password } });
  if (body.code !== 200) throw new Error(`login of ${username} on ${host} failed: ${body.msg}`);
  return body.data.token;
}

/**
 * The newest SMS code sent to a phone at the host's shop, read from the file the e2e server writes its texts to
 * (SMS_PROVIDER=file): what a person reads on their phone. Staff see codes masked.
 */
export async function smsCodeFor(request: APIRequestContext, host: string, phone: string): Promise<string> {
  const file = process.env.E2E_SMS_FILE;
  if (!file) throw new Error('E2E_SMS_FILE is not set (the global setup sets it)');
  const tenant = await apiCall<{ tenantId: number }>(request, host, '/api/web/getTenant?type=1&state=1');
  for (let attempt = 0; attempt < 40; attempt++) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n') : [];
    const sent = lines
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { tenantId: number; phone: string; code: string })
      .findLast((message) => message.tenantId === tenant.data.tenantId && message.phone === phone);
    if (sent) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS for ${phone} at ${host}`);
}

/** Registers a new user through the API (code sent and read from the outbox); answers the session token. */
export async function registerByApi(
  request: APIRequestContext,
  host: string,
  phone: string,
  password: string,
): Promise<string> {
  const sent = await apiCall(request, host, `/api/sms/new/send?phone=${phone}&scene=register`);
  if (sent.code !== 200) throw new Error(`sending a register code to ${phone} failed: ${sent.msg}`);
  const smsCode = await smsCodeFor(request, host, phone);
  const body = await apiCall<{ token: string }>(request, host, '/api/register', {
    data: { phone, smsCode, password, agree: true },
  });
  if (body.code !== 200) throw new Error(`registering ${phone} failed: ${body.msg}`);
  return body.data.token;
}
