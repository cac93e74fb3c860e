import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { httpRequest } from '../../test/server-processes.ts';
import { unreadBodyPlugin } from './unread-body.ts';

// A route that refuses before reading its body, on a real socket with `Connection: close` (as nginx sends it).
async function refusingServer(maxBytes: number): Promise<{ app: FastifyInstance; port: number; complete: boolean[] }> {
  const app = Fastify();
  const complete: boolean[] = [];
  await app.register(unreadBodyPlugin, { maxBytes, timeoutMs: 5_000 });
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
  app.post('/refuse', { onRequest: async (_request, reply) => reply.code(401).send({ refused: true }) }, () => 'no');
  app.addHook('onResponse', async (request) => {
    complete.push(request.raw.complete);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0, complete };
}

const post = async (port: number, body: Buffer) =>
  (
    await httpRequest(port, 'POST', '/refuse', body, {
      connection: 'close',
      'content-type': 'application/octet-stream',
    })
  ).status;

describe('unreadBodyPlugin', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('reads the rest of a body refused before it was read, before the connection closes', async () => {
    const server = await refusingServer(8 * 1024 * 1024);
    app = server.app;
    for (let i = 0; i < 5; i += 1) expect(await post(server.port, Buffer.alloc(3 * 1024 * 1024))).toBe(401);
    expect(server.complete).toEqual([true, true, true, true, true]);
  });

  it('does not wait for a body declared larger than it reads', async () => {
    const server = await refusingServer(1024 * 1024);
    app = server.app;
    await post(server.port, Buffer.alloc(3 * 1024 * 1024)).catch(() => 0); // the socket may be reset mid-body
    expect(server.complete).toEqual([false]);
  });

  it('answers an injected request at once, whose body Fastify has already read', async () => {
    const injected = Fastify();
    app = injected;
    await injected.register(unreadBodyPlugin, { maxBytes: 1024, timeoutMs: 60_000 });
    injected.post('/echo', async (request) => request.body);
    const answer = await injected.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
    expect(answer.json()).toEqual({ a: 1 });
  });
});
