/** Live customer-service chat: conversations, messages, the WebSocket and its fan-out across instances. */

import websocket from '@fastify/websocket';
import { CHAT_WS_MAX_FRAME_BYTES } from '@gs/shared/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PrivateUploads } from '../uploads/index.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatBus } from './chat-bus.ts';
import { chatDeskRoutes } from './chat-desk.routes.ts';
import { ChatHub } from './chat-hub.ts';
import { chatStaffRoutes } from './chat-staff.routes.ts';
import { chatWsRoutes, onChatSocketError } from './chat-ws.routes.ts';

export type { ChatBus, ChatEvent } from './chat-bus.ts';

export interface ChatPluginOptions {
  config: Pick<Config, 'REDIS_URL' | 'DATABASE_URL' | 'EASEMOB_API_BASE'>;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  privateUploads: PrivateUploads;
  secretBox: SecretBox;
}

/**
 * The chat feature as one plugin: its bus (Redis pub/sub with REDIS_URL, else PostgreSQL LISTEN/NOTIFY on
 * DATABASE_URL, else in memory for the embedded database's single instance), the hub of this instance's sockets,
 * the user and staff routes and the WebSocket. Everything stops with the app.
 */
export const chatPlugin: FastifyPluginAsyncZod<ChatPluginOptions> = async (app, options) => {
  const log = options.log.child({ module: 'chat' });
  const bus = createChatBus({ redisUrl: options.config.REDIS_URL, databaseUrl: options.config.DATABASE_URL }, log);
  const hub = new ChatHub(options.db, bus, log);
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });

  const deps = { bus, privateUploads: options.privateUploads };
  const easemob = { apiBase: options.config.EASEMOB_API_BASE, secretBox: options.secretBox };
  await app.register(websocket, {
    options: { maxPayload: CHAT_WS_MAX_FRAME_BYTES },
    errorHandler: onChatSocketError,
  });
  await app.register(chatRoutes, { deps, easemob });
  await app.register(chatStaffRoutes, { deps, easemob });
  await app.register(chatDeskRoutes);
  await app.register(chatWsRoutes, {
    hub,
    clock: options.clock,
    heartbeatMs: 25_000,
    resumeTimeoutMs: 10_000,
    framesPer10s: 20,
  });
};
export { seedChatConversation } from './chat-seed.ts';
