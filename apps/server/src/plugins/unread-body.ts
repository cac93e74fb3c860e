import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface UnreadBodyOptions {
  /** The most a refused body is read for: the largest request an instance accepts, with its multipart framing. */
  maxBytes: number;
  /** How long a refused body is read for before the connection is closed anyway. */
  timeoutMs: number;
}

/**
 * A request answered before its body was read (a 401 on an upload, a 413, a route that needs no body) has the rest
 * of its body read before the answer goes out. Otherwise Node closes a `Connection: close` socket (every request
 * nginx passes on) with the body still arriving: nginx's write fails with a broken pipe, it answers 503 in the
 * instance's place and counts the instance as failed, and a few refused uploads leave every instance out of the
 * balancer for `fail_timeout`. Bodies over `maxBytes` (nginx refuses them itself) are not waited for.
 * (`readableEnded` covers injected requests, which have no `complete`.)
 */
export const unreadBodyPlugin = fp<UnreadBodyOptions>(async (app: FastifyInstance, { maxBytes, timeoutMs }) => {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed || Number(raw.headers['content-length']) > maxBytes) {
      done(null, payload);
      return;
    }
    readToEnd(raw, maxBytes, timeoutMs).then(() => done(null, payload));
  });
});

function readToEnd(raw: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', finish).off('close', finish).off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    raw.on('data', onData).once('end', finish).once('close', finish).once('error', finish);
    // Whatever read it before (a multipart parser) has stopped: the answer is decided.
    raw.unpipe();
    raw.resume();
  });
}
