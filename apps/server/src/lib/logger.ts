import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/**
 * Query parameters whose values never reach a log line. Besides credentials: a payment's references (the gateway's
 * `trade_no`, our `out_trade_no`, a notification's id), which a gateway's return link appends to the shop's page and
 * which, with the amount, let anyone who reads the log look the payment up or replay its return.
 */
const SENSITIVE_PARAM =
  /token|pass|pwd|code|secret|phone|mobile|id_?number|idcard|captcha|sign|key|trade_?no|transaction|reference|notify_?id/i;

/** Path segments that are a payment's reference: the sandbox cashier's `/api/pay/sandbox/cashier/{outTradeNo}`. */
const SENSITIVE_PATH = /(\/cashier\/)[^/?#]+/gi;

/** Removes the values of sensitive query parameters, and payment references in the path, from a logged URL. */
export function sanitizeUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(SENSITIVE_PATH, '$1[REDACTED]');
  if (queryStart < 0) return pathname;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of [...params.keys()]) if (SENSITIVE_PARAM.test(name)) params.set(name, '[REDACTED]');
  return `${pathname}?${params.toString()}`;
}

interface LoggableRequest {
  id: string;
  method: string;
  url: string;
  headers: { host?: string | undefined };
  ip?: string;
}

interface LoggableError extends Error {
  code?: string;
  statusCode?: number;
}

/**
 * Pino options for Fastify: requests are logged as method, sanitised URL, host and IP only (no headers, no
 * bodies), and database errors lose their `detail`/`where`/query text, which can quote the values written.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.token',
        'req.headers.cookie',
        '*.password',
        '*.token',
        // A gateway notification's fields, should one ever be logged whole.
        '*.trade_no',
        '*.out_trade_no',
        '*.outTradeNo',
        '*.providerTradeNo',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req(request: LoggableRequest) {
        return {
          method: request.method,
          url: sanitizeUrl(request.url),
          host: request.headers.host,
          remoteAddress: request.ip,
        };
      },
      err(error: LoggableError) {
        return {
          type: error.name,
          message: error.message,
          code: error.code,
          statusCode: error.statusCode,
          stack: error.stack ?? '',
        };
      },
    },
  };
}

/** The app's logger: the options above, to stdout or to the given stream (tests read what was logged). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
