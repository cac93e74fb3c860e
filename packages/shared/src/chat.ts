import { z } from 'zod';
import { chatUnreadSchema } from './chat-unread.ts';
import { pageSchema } from './envelope.ts';
import { visibleTextSchema } from './text.ts';

// Live customer-service chat (issue 13): conversations between a user and the shop's staff, persisted, delivered
// live over a WebSocket. Message ids are the order of delivery within a shop.

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

export const CHAT_TEXT_MAX = 2000;
export const CHAT_SEND_PER_MINUTE = 20;
/** A WebSocket frame from the client larger than this closes the socket. */
export const CHAT_WS_MAX_FRAME_BYTES = 4096;

export const chatConversationKinds = ['general', 'order'] as const;
export const chatConversationKindSchema = z.enum(chatConversationKinds);
export type ChatConversationKind = z.infer<typeof chatConversationKindSchema>;

export const chatSideSchema = z.enum(['user', 'staff']);
export type ChatSide = z.infer<typeof chatSideSchema>;

export const chatMessageKindSchema = z.enum(['text', 'image']);
export type ChatMessageKind = z.infer<typeof chatMessageKindSchema>;

/**
 * One message. An image message carries no address: its picture is private and fetched with the token from
 * `GET /api/chat/messages/{id}/image` (staff: `/api/staff/chat/messages/{id}/image`, audited).
 */
export const chatMessageSchema = z.object({
  id,
  conversationId: id,
  side: chatSideSchema,
  kind: chatMessageKindSchema,
  /** The text of a text message; '' for an image. */
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A conversation as its user sees it. */
export const chatConversationSchema = z.object({
  id,
  kind: chatConversationKindSchema,
  orderId: id.nullable(),
  orderNo: z.string().nullable(),
  lastMessage: chatMessageSchema.nullable(),
  /** Staff messages the user has not read. */
  unread: z.number().int().nonnegative(),
  /** The newest of the user's own messages staff have read (read receipts); 0 when none. */
  peerLastReadId: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListSchema = z.object({ rows: z.array(chatConversationSchema) });

/** `GET /api/chat/conversations/order/{orderId}` and `/general`: opens the conversation when it does not exist. */
export const chatOrderParamsSchema = z.object({ orderId: queryId });
export const chatConversationParamsSchema = z.object({ id: queryId });
export const chatMessageParamsSchema = z.object({ id: queryId });

/** A page of messages, oldest first: the newest page by default, older with `beforeId`, newer with `afterId`. */
export const chatMessagesQuerySchema = z.object({
  beforeId: queryId.optional(),
  afterId: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuerySchema>;

export const chatMessagePageSchema = z.object({
  rows: z.array(chatMessageSchema),
  /** More older messages exist before the first row. */
  hasMore: z.boolean(),
  /** The newest message of the other side read by it (read receipts). */
  peerLastReadId: z.number().int().nonnegative(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** Text or an image (a private upload reference, `POST /api/upload/private?purpose=chat`), not both. */
export const chatSendInputSchema = z.union([
  z.object({ text: z.string().min(1).max(CHAT_TEXT_MAX) }).strict(),
  z.object({ imageRef: z.string().min(1).max(200) }).strict(),
]);
export type ChatSendInput = z.infer<typeof chatSendInputSchema>;

export const chatReadInputSchema = z.object({ lastReadId: id });
export type ChatReadInput = z.infer<typeof chatReadInputSchema>;
export const chatReadResultSchema = z.object({ lastReadId: z.number().int().nonnegative() });

// The unread count (the header's badge on every storefront page) is a module of its own: the frame imports it without
// building the chat's other schemas.
export { type ChatUnread, chatUnreadSchema } from './chat-unread.ts';

/** `POST /api/chat/ticket` (staff: `/api/staff/chat/ticket`): one use, within 60 s, for `GET /api/chat/ws?ticket=`. */
export const chatTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export type ChatTicket = z.infer<typeof chatTicketSchema>;
export const chatWsQuerySchema = z.object({ ticket: z.string().min(1).max(200) });

/** `GET /api/other/getOtherUserHX`: the built-in chat, or Easemob (环信) credentials when the shop configured it. */
export const chatIdentitySchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin'), userId: id, unread: z.number().int().nonnegative() }),
  z.object({
    provider: z.literal('easemob'),
    appKey: z.string(),
    username: z.string(),
    /** A user token from Easemob's REST API (the password never leaves the server). */
    userToken: z.string(),
    expiresAt: z.string().nullable(),
  }),
]);
export type ChatIdentity = z.infer<typeof chatIdentitySchema>;

// What the server sends over the WebSocket. The client sends `{ resumeAfter }` once after connecting.
export const chatClientFrameSchema = z.object({ resumeAfter: z.number().int().nonnegative() });
export const chatServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('read'), conversationId: id, side: chatSideSchema, lastReadId: id }),
  /** Missed messages were replayed; live ones follow. */
  z.object({ type: z.literal('synced'), lastId: z.number().int().nonnegative() }),
  /** Too much was missed to replay: reload through the REST calls, then resume from the newest id. */
  z.object({ type: z.literal('reload') }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

// Staff

/** A member of the shop's customer service (owner or operator) as the console shows them: a phone-like name masked. */
export const chatAgentSchema = z.object({ userId: id, nickName: z.string() });
export type ChatAgent = z.infer<typeof chatAgentSchema>;
/** `GET /api/staff/chat/agents`: who a conversation can be handed over to. */
export const chatAgentListSchema = z.object({ rows: z.array(chatAgentSchema) });
export type ChatAgentList = z.infer<typeof chatAgentListSchema>;

export const staffChatConversationSchema = chatConversationSchema.extend({
  userId: id,
  userNickName: z.string(),
  /** The user's phone, masked. */
  userPhone: z.string(),
  lastMessageAt: z.string().nullable(),
  /** The staff member handling the conversation, or null while nobody has taken it. */
  assignee: chatAgentSchema.nullable(),
});
export type StaffChatConversation = z.infer<typeof staffChatConversationSchema>;
export const staffChatConversationPageSchema = pageSchema(staffChatConversationSchema);

export const staffChatAssigneeFilters = ['mine', 'unassigned', 'all'] as const;
export type StaffChatAssigneeFilter = (typeof staffChatAssigneeFilters)[number];

export const staffChatInboxQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  kind: chatConversationKindSchema.optional(),
  /** Nickname or phone, or an order number. */
  keyword: z.string().trim().max(50).optional(),
  /** The console's tabs: conversations the caller handles, nobody handles, or all (the default). */
  assignee: z.enum(staffChatAssigneeFilters).optional(),
});
export type StaffChatInboxQuery = z.output<typeof staffChatInboxQuerySchema>;

/**
 * `PUT /api/staff/chat/conversations/{id}/assignee`: take (yourself), hand over (another agent) or unassign (null).
 * `expectedAssigneeUserId` is who the caller saw handling it: the change applies only if that is still so (409
 * otherwise), so two staff taking the same conversation at once end with one of them.
 */
export const chatAssignInputSchema = z
  .object({ assigneeUserId: id.nullable(), expectedAssigneeUserId: id.nullable() })
  .strict();
export type ChatAssignInput = z.infer<typeof chatAssignInputSchema>;

// Quick replies: short canned answers the owner keeps for the shop; every agent inserts them into the reply box.

export const CHAT_QUICK_REPLIES_MAX = 50;
export const CHAT_QUICK_REPLY_TITLE_MAX = 30;
export const CHAT_QUICK_REPLY_TEXT_MAX = 500;

export const chatQuickReplySchema = z.object({ id, title: z.string(), text: z.string(), updatedAt: z.string() });
export type ChatQuickReply = z.infer<typeof chatQuickReplySchema>;
export const chatQuickReplyListSchema = z.object({ rows: z.array(chatQuickReplySchema) });
export type ChatQuickReplyList = z.infer<typeof chatQuickReplyListSchema>;
export const chatQuickReplyParamsSchema = z.object({ id: queryId });

/** Trimmed by the server, which answers a clear sentence per field for a blank or too long title or text. */
export const chatQuickReplyInputSchema = z.object({ title: z.string().max(1000), text: z.string().max(5000) }).strict();
export type ChatQuickReplyInput = z.infer<typeof chatQuickReplyInputSchema>;

export const staffChatUnreadSchema = chatUnreadSchema;

/** The owner's Easemob settings: the secret is never answered, only when it was set. */
export const easemobSettingsSchema = z.object({
  configured: z.boolean(),
  orgName: z.string(),
  appName: z.string(),
  clientId: z.string(),
  secretSetAt: z.string().nullable(),
});
export type EasemobSettings = z.infer<typeof easemobSettingsSchema>;

const easemobName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);
/** Empty names switch Easemob off; the secret may be left out to keep the stored one. */
export const easemobSettingsInputSchema = z.union([
  z.object({ enabled: z.literal(false) }).strict(),
  z
    .object({
      enabled: z.literal(true),
      orgName: easemobName,
      appName: easemobName,
      clientId: visibleTextSchema().min(1).max(200),
      clientSecret: visibleTextSchema().min(1).max(200).optional(),
    })
    .strict(),
]);
export type EasemobSettingsInput = z.infer<typeof easemobSettingsInputSchema>;
