import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { ChatServerFrame, ChatTicket } from '@gs/shared/chat';
import type { FastifyInstance } from 'fastify';
import { findFreePort } from '../src/lib/free-port.ts';
import { envelope } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';

// Test-only helpers of the chat delivery tests: a WebSocket client (the `ws` package) and a throwaway redis-server.

interface WsClientSocket {
  readyState: number;
  on(event: 'message', listener: (data: Buffer | string) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode: number }) => void): void;
  send(data: string): void;
  close(): void;
}
type WsConstructor = new (url: string, options: { headers: Record<string, string> }) => WsClientSocket;
const WebSocketClient = createRequire(import.meta.url)('ws') as WsConstructor;

/** One open chat socket and every frame it received. */
export class TestChatClient {
  readonly frames: ChatServerFrame[] = [];
  closed = false;
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(private readonly socket: WsClientSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closed = true;
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Gets a ticket from `ticketApp` over REST, connects to `port`, resumes after `resumeAfter`, waits until synced. */
  static async connect(
    ticketApp: FastifyInstance,
    port: number,
    token: string,
    options: { staff?: boolean; resumeAfter?: number; host?: string } = {},
  ): Promise<TestChatClient> {
    const host = options.host ?? 'localhost';
    const response = await ticketApp.inject({
      method: 'POST',
      url: options.staff ? '/api/staff/chat/ticket' : '/api/chat/ticket',
      headers: authHeaders(token, host),
    });
    if (response.statusCode !== 200) throw new Error(`ticket failed: ${response.body}`);
    const { ticket } = envelope<ChatTicket>(response).data;
    const socket = new WebSocketClient(`ws://127.0.0.1:${port}/api/chat/ws?ticket=${encodeURIComponent(ticket)}`, {
      headers: { host },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('error', reject);
      socket.on('unexpected-response', (_request, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    const client = new TestChatClient(socket);
    socket.send(JSON.stringify({ resumeAfter: options.resumeAfter ?? 0 }));
    await client.waitFor(() => client.frames.some((frame) => frame.type === 'synced'));
    return client;
  }

  /** The ids of the message frames, in the order they arrived. */
  messageIds(): number[] {
    return this.frames.flatMap((frame) => (frame.type === 'message' ? [frame.message.id] : []));
  }

  /** Sends a raw frame (for the socket's limits). */
  sendRaw(data: string): void {
    this.socket.send(data);
  }

  /** Resolves once the server closed the socket. */
  async closedByServer(timeoutMs = 10_000): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return this.closeCode;
  }

  async waitFor(done: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (this.closed) throw new Error('socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames: ${JSON.stringify(this.frames.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const closed = new Promise<void>((resolve) => this.socket.on('close', () => resolve()));
    this.socket.close();
    await closed;
  }
}

/** Whether a redis-server binary is on the PATH. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A throwaway redis-server on a free port (no persistence); `stop` kills it. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}): ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
