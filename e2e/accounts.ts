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

/** Reads the newest SMS code of a phone from the outbox, as the demo operator (what a person reads on a phone). */
export async function smsCodeFor(request: APIRequestContext, host: string, phone: string): Promise<string> {
  const token = await apiLogin(request, host, 'operator', 'Demo1234');
  for (let attempt = 0; attempt < 40; attempt++) {
    const body = await apiCall<{ rows: { body: string }[] }>(
      request,
      host,
      `/api/staff/sms/outbox?phone=${phone}&limit=1`,
      {
        token,
      },
    );
    const code = /\b(\d{6})\b/.exec(body.data.rows[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS for ${phone}`);
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
