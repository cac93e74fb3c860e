import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { TestChatClient } from '../../../test/chat-clients.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';

// The WebSocket's own limits: frame size, frame rate, one-use tickets.

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = await loginDemoUser(app, 'buyer');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('chat WebSocket limits', () => {
  it('closes a socket that sends a frame over 4 KB', async () => {
    const client = await TestChatClient.connect(app, port, token, { resumeAfter: 1_000_000 });
    client.sendRaw('x'.repeat(5000));
    expect(await client.closedByServer()).toBe(1009);
  });

  it('logs an oversized frame as a warning without its payload, not as an error', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildTestApp(database.db, {}, { logStream });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const address = logged.server.address();
    const loggedPort = typeof address === 'object' && address ? address.port : 0;
    try {
      const client = await TestChatClient.connect(logged, loggedPort, token, { resumeAfter: 1_000_000 });
      client.sendRaw('payload-marker'.repeat(400));
      expect(await client.closedByServer()).toBe(1009);
      const entries = lines.map((line) => JSON.parse(line) as { level: number; wsError?: string });
      // Any user can send such a frame: an error-level line here would let anyone fill the error log.
      expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
      expect(entries).toContainEqual(
        expect.objectContaining({ level: 40, wsError: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
      );
      expect(lines.join('')).not.toContain('payload-marker');
    } finally {
      await logged.close();
    }
  });

  it('closes a socket that sends too many frames', async () => {
    const client = await TestChatClient.connect(app, port, token, { resumeAfter: 1_000_000 });
    for (let i = 0; i < 25; i += 1) client.sendRaw('{"ping":true}');
    expect(await client.closedByServer()).toBe(1008);
  });

  it('stops with the app: open sockets are closed', async () => {
    const other = await buildTestApp(database.db);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    const otherPort = typeof address === 'object' && address ? address.port : 0;
    const client = await TestChatClient.connect(other, otherPort, token, { resumeAfter: 1_000_000 });
    const started = Date.now();
    await other.close();
    expect(await client.closedByServer()).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
