import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Aliyun SMS (Dysmsapi 2017-05-25, action SendSms) over its RPC-style API: a signed GET whose query carries every
 * parameter. Signature version 1.0: HMAC-SHA1, keyed by `AccessKeySecret + '&'`, over
 * `GET&%2F&<percent-encoded canonical query>`, then base64.
 */

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const API_VERSION = '2017-05-25';
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_PROVIDER_TEXT = 300;

/**
 * Aliyun's percent-encoding (RFC 3986): only A-Z a-z 0-9 - _ . ~ stay as they are, UTF-8 bytes become %XY, a
 * space is %20 (never +), `*` is %2A. The same as Java's URLEncoder followed by `+`→`%20`, `*`→`%2A`, `%7E`→`~`.
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The encoded `name=value` pairs sorted by parameter name and joined by `&`; `Signature` itself is left out. */
export function canonicalizeAliyunQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name] ?? '')}`)
    .join('&');
}

/** `<METHOD>&%2F&<percent-encoded canonical query>`. */
export function aliyunStringToSign(params: Record<string, string>, method = 'GET'): string {
  return `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonicalizeAliyunQuery(params))}`;
}

/** The base64 `Signature` value (not yet percent-encoded) for an RPC-style request. */
export function signAliyunRpc(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(aliyunStringToSign(params, method), 'utf8').digest('base64');
}

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature name shown in 【】 at the start of the text. */
  signName: string;
  /** An approved verification-code template with a `${code}` variable. */
  templateCode: string;
  /** An approved notification template with a `${text}` variable, for notices (claims); without it none is sent. */
  noticeTemplateCode?: string | undefined;
  endpoint?: string;
  fetchImpl?: typeof fetch;
  now?: () => Date;
  nonce?: () => string;
  timeoutMs?: number;
}

/** A failed send. The message names Aliyun's Code and Message, never the phone number, the code or the secret. */
export class AliyunSmsError extends Error {
  /** Aliyun's `Code` (e.g. `isv.BUSINESS_LIMIT_CONTROL`), null when no answer was read. */
  readonly providerCode: string | null;
  readonly requestId: string | null;
  readonly httpStatus: number | null;

  constructor(
    message: string,
    details: { providerCode?: string | null; requestId?: string | null; httpStatus?: number | null } = {},
  ) {
    super(message);
    this.name = 'AliyunSmsError';
    this.providerCode = details.providerCode ?? null;
    this.requestId = details.requestId ?? null;
    this.httpStatus = details.httpStatus ?? null;
  }
}

const answerSchema = z.object({
  Code: z.string(),
  Message: z.string().optional(),
  BizId: z.string().optional(),
  RequestId: z.string().optional(),
});

export function createAliyunSmsSender(options: AliyunSmsOptions): SmsSender {
  const {
    accessKeyId,
    accessKeySecret,
    signName,
    templateCode,
    noticeTemplateCode,
    endpoint = ALIYUN_SMS_ENDPOINT,
    fetchImpl = fetch,
    now = () => new Date(),
    nonce = randomUUID,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  } = options;
  const missing = Object.entries({ accessKeyId, accessKeySecret, signName, templateCode })
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`Aliyun SMS is missing ${missing.join(', ')}.`);
  const baseUrl = new URL(endpoint);
  baseUrl.search = '';
  baseUrl.hash = '';

  return {
    name: 'aliyun',

    async send(message: SmsMessage) {
      const notice = message.kind === 'notice';
      if (notice && !noticeTemplateCode) {
        throw new AliyunSmsError('Aliyun SMS has no notice template (ALIYUN_SMS_NOTICE_TEMPLATE_CODE): not sent');
      }
      const params: Record<string, string> = {
        AccessKeyId: accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: message.phone,
        RegionId: 'cn-hangzhou',
        SignName: signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: nonce(),
        SignatureVersion: '1.0',
        TemplateCode: notice ? (noticeTemplateCode ?? '') : templateCode,
        // Aliyun puts the signature (the shop's name) in front itself: a notice's own 【name】 prefix is left out.
        TemplateParam: JSON.stringify(
          notice ? { text: message.text.replace(/^【[^】]*】/, '') } : { code: message.code },
        ),
        Timestamp: now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        Version: API_VERSION,
      };
      const signature = signAliyunRpc(params, accessKeySecret);
      const url = `${baseUrl.href}?Signature=${aliyunPercentEncode(signature)}&${canonicalizeAliyunQuery(params)}`;
      const redact = (text: string) => redactProviderText(text, [message.phone, message.code, accessKeySecret]);

      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = await response.text();
      } catch (error) {
        // The URL holds the phone number and the code: report only what kind of failure this was.
        throw new AliyunSmsError(`Aliyun SMS request failed: ${describeFailure(error, timeoutMs)}.`);
      }

      let answer: z.infer<typeof answerSchema> | null = null;
      try {
        const parsed = answerSchema.safeParse(JSON.parse(body));
        if (parsed.success) answer = parsed.data;
      } catch {
        answer = null;
      }
      if (!answer) {
        throw new AliyunSmsError(`Aliyun SMS answered HTTP ${response.status} without a readable result.`, {
          httpStatus: response.status,
        });
      }
      if (answer.Code !== 'OK') {
        const code = redact(answer.Code);
        const text = answer.Message === undefined ? '' : `: ${redact(answer.Message)}`;
        const requestId = answer.RequestId === undefined ? '' : ` (RequestId ${redact(answer.RequestId)})`;
        throw new AliyunSmsError(`Aliyun SMS refused the message: ${code}${text}${requestId}`, {
          providerCode: answer.Code,
          requestId: answer.RequestId ?? null,
          httpStatus: response.status,
        });
      }
      return { providerMessageId: answer.BizId ?? null };
    },
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'unknown error';
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(cause.code) ? ` ${cause.code}` : '';
  return `${/^\w{1,40}$/.test(error.name) ? error.name : 'Error'}${code}`;
}

/**
 * Aliyun's text, safe to log: an echoed string-to-sign (SignatureDoesNotMatch quotes the whole query) is cut, and
 * the phone number, the code and the secret are masked in every encoding they could appear in.
 */
function redactProviderText(text: string, secrets: string[]): string {
  let safe = text.replace(/(string to sign is:?).*$/is, '$1 [redacted]');
  for (const secret of secrets) {
    if (secret === '') continue;
    const once = aliyunPercentEncode(secret);
    for (const form of [aliyunPercentEncode(once), once, secret]) safe = safe.split(form).join('***');
  }
  safe = safe.replace(/\d{7,}/g, '***');
  return safe.length > MAX_PROVIDER_TEXT ? `${safe.slice(0, MAX_PROVIDER_TEXT)}…` : safe;
}
