import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { apiTarget } from './urls';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** What a login or a registration answers, and what the web apps keep in localStorage. */
export interface Session {
  token: string;
  userInfo: { userId: number; nickName: string; avatar: string };
}

/** The demo seed's staff and users (password `Demo1234`), by role; every tenant has each of them. */
export const DEMO_USERS = {
  buyer: '13800000001',
  owner: '13800000002',
  operator: '13800000003',
  seller: 'seller',
  recycler: 'recycler',
  recycler2: 'recycler2',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;
export const DEMO_PASSWORD = 'Demo1234';

/** Calls the API as a client of the tenant (Node cannot resolve `*.localhost`, so loopback plus Host). */
export async function apiCall<T>(
  request: APIRequestContext,
  host: string,
  path: string,
  options: { token?: string; data?: unknown; method?: 'GET' | 'POST' | 'PUT'; language?: string } = {},
): Promise<Envelope<T>> {
  const target = apiTarget(host, path);
  // Without a language the server answers in the shop's own (its catalogue names too); a page in the other
  // language asks in its own, and so must a test that compares with it.
  const headers = {
    ...target.headers,
    ...(options.token ? { token: options.token } : {}),
    ...(options.language ? { 'accept-language': options.language } : {}),
  };
  const method = options.method ?? (options.data === undefined ? 'GET' : 'POST');
  const response = await request.fetch(target.url, { method, headers, data: options.data });
  return (await response.json()) as Envelope<T>;
}

let lastPhoneSerial = 0;

/**
 * A phone number no other test of the run uses: `19`, the worker's two-digit parallel index (workers running at the
 * same time have different ones), then a serial that only grows within the worker (started from the clock, so a
 * worker restarted after a failure goes on past its predecessor's numbers).
 */
export function uniquePhone(): string {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (worker > 99) throw new Error('uniquePhone has two digits for the worker index');
  lastPhoneSerial = Math.max(lastPhoneSerial + 1, Date.now() % 10_000_000);
  return `19${String(worker).padStart(2, '0')}${String(lastPhoneSerial % 10_000_000).padStart(7, '0')}`;
}

/** Logs a user in through the API and answers the session (token and the user info the web apps keep). */
export async function apiSession(
  request: APIRequestContext,
  host: string,
  username: string,
  password: string,
): Promise<Session> {
  const body = await apiCall<Session>(request, host, '/api/web/login', { data: { username, password } });
  if (body.code !== 200) throw new Error(`login of ${username} on ${host} failed: ${body.msg}`);
  return body.data;
}

/** Logs a demo staff member (or any user) in through the API and answers the session token. */
export async function apiLogin(request: APIRequestContext, host: string, username: string, password: string) {
  return (await apiSession(request, host, username, password)).token;
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

/** Registers a new user through the API (code sent and read from the outbox); answers the session. */
export async function registerSessionByApi(
  request: APIRequestContext,
  host: string,
  phone: string,
  password: string,
): Promise<Session> {
  const sent = await apiCall(request, host, `/api/sms/new/send?phone=${phone}&scene=register`);
  if (sent.code !== 200) throw new Error(`sending a register code to ${phone} failed: ${sent.msg}`);
  const smsCode = await smsCodeFor(request, host, phone);
  const body = await apiCall<Session>(request, host, '/api/register', {
    data: { phone, smsCode, password, agree: true },
  });
  if (body.code !== 200) throw new Error(`registering ${phone} failed: ${body.msg}`);
  return body.data;
}

/** Registers a new user through the API (code sent and read from the outbox); answers the session token. */
export async function registerByApi(
  request: APIRequestContext,
  host: string,
  phone: string,
  password: string,
): Promise<string> {
  return (await registerSessionByApi(request, host, phone, password)).token;
}

/** A valid 18-digit ID number from its first 17 digits (the checksum of GB 11643). */
export function withCheckDigit(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + ('10X98765432'[sum % 11] ?? '');
}

/**
 * A valid ID number of its own for a test phone (the shop allows three users per ID number): the birth date and the
 * sequence number spell the phone's last nine digits.
 */
export function idNumberFor(phone: string): string {
  const n = Number(phone.slice(-9));
  const year = 1960 + (n % 40);
  const month = String(1 + (Math.floor(n / 40) % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 480) % 28)).padStart(2, '0');
  const sequence = String(Math.floor(n / 13_440) % 1000).padStart(3, '0');
  return withCheckDigit(`110101${year}${month}${day}${sequence}`);
}

/** Real-name level one for a user (buying requires it), with the phone's own ID number. */
export async function verifyRealNameByApi(request: APIRequestContext, host: string, token: string, phone: string) {
  const verified = await apiCall(request, host, '/api/realname/auth', {
    token,
    data: { name: 'Han Meimei', idNumber: idNumberFor(phone) },
  });
  if (verified.code !== 200) throw new Error(`real-name level one of ${phone} failed: ${verified.msg}`);
}
