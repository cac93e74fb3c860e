import { fieldErrorSchema, SUCCESS_CODE } from '@gs/shared/envelope-basics';
import { ApiError } from './api-error';
import { HttpError } from './http-error';

/** A 401 or 403 envelope, as the session handlers see it. */
export interface SessionEvent {
  error: ApiError;
  /** The path the request was made for (before the base-prefix rewrite). */
  path: string;
  /** Whether the request carried a stored token. */
  hadToken: boolean;
}

/** What an app does when the API says its session is over (401) or the user may not do something (403). */
export interface SessionHandlers {
  /** Envelope code 401. Default: clear the stored session. */
  onUnauthorized: (event: SessionEvent) => void;
  /** Envelope code 403, after the client has cleared the session when the app asked it to. Default: nothing. */
  onForbidden: (event: SessionEvent) => void;
}

/** The app's session rules, as the envelope applies them. */
export interface SessionRules {
  handlers: () => SessionHandlers;
  clearSession: () => void;
  /** Whether a 403 ends the stored session before `onForbidden` runs (the storefront's SPEC §7 rule). */
  forbiddenEndsSession: boolean;
}

interface RawEnvelope {
  code: number;
  msg?: unknown;
  data?: unknown;
  errorCode?: unknown;
  fields?: unknown;
  requestId?: unknown;
  retryAfter?: unknown;
}

function parseEnvelope(text: string): RawEnvelope | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number') {
      return value as RawEnvelope;
    }
  } catch {
    // Not JSON (an HTML error page, a proxy message): handled as an HTTP error by the caller.
  }
  return null;
}

const standardKeys = new Set(['code', 'msg', 'data', 'errorCode', 'fields', 'requestId', 'retryAfter']);

function toApiError(envelope: RawEnvelope, status: number): ApiError {
  const fields = fieldErrorSchema().array().safeParse(envelope.fields);
  const retryAfter = envelope.retryAfter;
  const extra = Object.fromEntries(Object.entries(envelope).filter(([key]) => !standardKeys.has(key)));
  return new ApiError({
    code: envelope.code,
    msg: typeof envelope.msg === 'string' ? envelope.msg : '',
    status,
    errorCode: typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined,
    fields: fields.success ? fields.data : undefined,
    requestId: typeof envelope.requestId === 'string' ? envelope.requestId : undefined,
    retryAfter:
      typeof retryAfter === 'number' && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    extra,
  });
}

function runSessionRules(event: SessionEvent, rules: SessionRules): void {
  const handlers = rules.handlers();
  try {
    if (event.error.code === 401) handlers.onUnauthorized(event);
    if (event.error.code === 403) {
      if (rules.forbiddenEndsSession) rules.clearSession();
      handlers.onForbidden(event);
    }
  } catch {
    // A failing handler must not turn the API error into a different one.
  }
}

/**
 * Applies the envelope rules to a response body (SPEC §7/§8), for every transport (fetch, XHR uploads):
 * code 200 answers `data`; other codes run the 401 / 403 session rules and throw an `ApiError`;
 * a body that is not an envelope throws an `HttpError`.
 */
export function settleEnvelope<T>(
  text: string,
  response: { status: number; ok: boolean },
  context: { path: string; hadToken: boolean },
  rules: SessionRules,
): T {
  const envelope = parseEnvelope(text);
  if (!envelope) throw new HttpError(response.ok ? 'invalid-response' : 'http', response.status);
  if (envelope.code === SUCCESS_CODE) return envelope.data as T;
  const error = toApiError(envelope, response.status);
  runSessionRules({ error, ...context }, rules);
  throw error;
}
