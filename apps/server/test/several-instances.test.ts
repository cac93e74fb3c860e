import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from './catalogue-fixtures.ts';
import { TestChatClient } from './chat-clients.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers.ts';
import { NGINX, type RunningNginx, startNginx } from './nginx.ts';
import {
  type HttpAnswer,
  httpGet,
  httpRequest,
  type ServerProcess,
  startServerProcess,
  waitFor,
  waitUntilReady,
} from './server-processes.ts';

// Two real server processes on one database behind Debian's nginx running deploy/nginx.conf (CI installs nginx:
// there a missing one fails instead of skipping). Instance `a` stops gracefully in the SIGTERM test, `b` dies last.

if (process.env.CI && !existsSync(NGINX)) throw new Error('CI must run the several-instances test: install nginx');

const NOVA = { host: 'nova.localhost' };
const GET_TENANT = '/api/web/getTenant?type=1&state=1';

describe.runIf(existsSync(NGINX))('two instances behind nginx (deploy/nginx.conf)', () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: RunningNginx;

  beforeAll(async () => {
    database = await createTestDatabase();
    // `a` keeps serving for a while after its SIGTERM (the drain delay), so the test sees readiness fail first.
    const common = { TRUST_PROXY: 'true' };
    [a, b] = await Promise.all([
      startServerProcess('a', database.url, { ...common, INSTANCE_ID: 'a', SHUTDOWN_DRAIN_MS: '2000' }),
      startServerProcess('b', database.url, { ...common, INSTANCE_ID: 'b' }),
    ]);
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    nginx = await startNginx([a.port, b.port]);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  it('spreads requests over both instances, passing the shop’s Host on', async () => {
    const answers: HttpAnswer[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await httpGet(nginx.port, GET_TENANT, NOVA));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) {
      expect(JSON.parse(answer.body)).toMatchObject({ code: 200, data: { tenantName: 'Nova Accounts' } });
    }
    expect(new Set(answers.map((answer) => answer.headers['x-instance']))).toEqual(new Set(['a', 'b']));
    expect((await httpGet(nginx.port, '/api/ready')).status).toBe(200);
  });

  it('passes the live chat’s WebSocket upgrade and an upload-sized body through', async () => {
    // A ticket from an in-process app on the same database (tickets are rows), redeemed through nginx.
    const ticketApp = await buildTestApp(database.db);
    try {
      const token = await loginDemoUser(ticketApp, 'buyer');
      const chat = await TestChatClient.connect(ticketApp, nginx.port, token);
      expect(chat.frames.map((frame) => frame.type)).toContain('synced');
      await chat.close();
    } finally {
      await ticketApp.close();
    }
    // 3 MB: above nginx's default client_max_body_size (1 MB), below the upload limit: it reaches an instance.
    const upload = await httpRequest(nginx.port, 'POST', '/api/common/upload', Buffer.alloc(3 * 1024 * 1024), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(upload.headers['x-instance']).toMatch(/^[ab]$/);
    expect(JSON.parse(upload.body)).toMatchObject({ data: null, errorCode: expect.any(String) });
  });

  it('answers bodies refused before they are read (no login, over the JSON limit) without leaving the balancer', async () => {
    // Each instance refuses these before reading the body. Unless it reads the rest first, nginx's write fails with a
    // broken pipe: a 503 in the instance's place, and after max_fails of them no instance is left to serve anyone.
    const refused: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const upload = await httpRequest(nginx.port, 'POST', '/api/common/upload', Buffer.alloc(3 * 1024 * 1024), {
        'content-type': 'multipart/form-data; boundary=x',
      });
      const json = await httpRequest(nginx.port, 'POST', '/api/web/feedback', Buffer.alloc(2 * 1024 * 1024, 32), {
        'content-type': 'application/json',
        ...NOVA,
      });
      refused.push(`${upload.status} ${String(upload.headers['x-instance'])}`);
      refused.push(`${json.status} ${String(json.headers['x-instance'])}`);
    }
    expect(refused.filter((answer) => !/^(401|413) [ab]$/.test(answer))).toEqual([]);
    const after = await Promise.all([httpGet(nginx.port, GET_TENANT, NOVA), httpGet(nginx.port, GET_TENANT, NOVA)]);
    expect(after.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('SIGTERM: readiness fails first, the request in flight completes, nothing fails through nginx, exit 0', async () => {
    // A request held in flight on `a`: the test locks the notices table, so a notice list waits in PostgreSQL.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE notices IN ACCESS EXCLUSIVE MODE');
    const inFlight = httpGet(a.port, '/api/web/systemNotice', NOVA);
    const waitingOnLock = async () => {
      const { rows } = await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'notices'::regclass AND NOT granted",
      );
      return (rows[0]?.n ?? 0) > 0;
    };
    expect(await waitFor(waitingOnLock, 10_000)).toBe(true);

    // Traffic through nginx all along: four clients, each a request after the other.
    const answers: { status: number; instance: string; afterExit: boolean }[] = [];
    const failures: string[] = [];
    let aExited = false;
    let traffic = true;
    const client = async () => {
      while (traffic) {
        try {
          const answer = await httpGet(nginx.port, GET_TENANT, NOVA);
          answers.push({ status: answer.status, instance: String(answer.headers['x-instance']), afterExit: aExited });
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = [client(), client(), client(), client()];
    expect(await waitFor(() => answers.some((answer) => answer.instance === 'a'), 10_000)).toBe(true);

    a.child.kill('SIGTERM');
    // Readiness answers 503 while `a` still serves (the drain delay)…
    const readiness = await waitFor(async () => (await httpGet(a.port, '/api/ready')).status === 503, 10_000);
    expect(readiness).toBe(true);
    const notReady = JSON.parse((await httpGet(a.port, '/api/ready')).body);
    expect(notReady).toMatchObject({ code: 503, errorCode: 'SERVICE_UNAVAILABLE', checks: { running: 'failed' } });
    // … then the listener closes while the held request is still in flight…
    const refused = async () => {
      try {
        await httpGet(a.port, '/api/live');
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
      }
    };
    expect(await waitFor(refused, 10_000)).toBe(true);
    expect(a.child.exitCode).toBeNull();

    // … and the held request completes once PostgreSQL lets it, before the process ends.
    await holder.query('COMMIT');
    await holder.end();
    const held = await inFlight;
    expect(held.status).toBe(200);
    expect(held.headers['x-instance']).toBe('a');
    expect(JSON.parse(held.body)).toMatchObject({ code: 200, data: { rows: expect.any(Array) } });
    expect(await a.exited).toBe(0);
    aExited = true;
    expect(a.output()).toContain('Received SIGTERM, shutting down');

    expect(await waitFor(() => answers.filter((answer) => answer.afterExit).length >= 20, 10_000)).toBe(true);
    traffic = false;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.afterExit && answer.instance !== 'b')).toEqual([]);
    // nginx did meet the closed listener (and sent those requests to `b`): the case the retry rule is for.
    expect(nginx.errorLog()).toMatch(/Connection (refused|reset by peer)/);
    expect(nginx.errorLog()).not.toMatch(/no live upstreams/);
  }, 60_000);

  it('answers the API’s 503 envelope when no instance is left', async () => {
    await b.kill();
    const answer = await httpGet(nginx.port, GET_TENANT, NOVA);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 503, data: null, errorCode: 'SERVICE_UNAVAILABLE' });
  });
});
