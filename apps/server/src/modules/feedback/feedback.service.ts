import {
  type CreateFeedbackInput,
  createFeedbackInputSchema,
  type FeedbackPage,
  type FeedbackReplyInput,
  type FeedbackSummary,
  type FeedbackThread,
  feedbackReplyInputSchema,
  type StaffFeedbackPage,
  type StaffFeedbackQuery,
  type StaffFeedbackReplyInput,
  type StaffFeedbackSummary,
  type StaffFeedbackThread,
} from '@gs/shared/feedback';
import { maskNickName, maskPhone, privateUploadIdOf } from '@gs/shared/identity';
import { inTransaction } from '../../db/transaction.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  assertOwnPrivateUpload,
  type PrivateFile,
  type PrivateUploads,
  readPrivateUploadByRef,
} from '../uploads/index.ts';
import {
  countTenantThreads,
  countThreadsSince,
  countUnreadThreads,
  countUserThreads,
  findThread,
  insertMessage,
  insertThread,
  listMessages,
  listTenantThreads,
  listUserThreads,
  lockThread,
  markThreadRead,
  threadHasImage,
  touchThread,
} from './feedback.repository.ts';

/** How many threads a user may open per hour. */
export const FEEDBACK_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

interface ThreadRow {
  id: number;
  user_id: number;
  category: FeedbackSummary['category'];
  status: FeedbackSummary['status'];
  contact: string | null;
  created_at: Date;
  last_activity_at: Date;
  last_staff_reply_at: Date | null;
  user_read_at: Date | null;
  excerpt: string;
  message_count: number;
}

const isUnread = (row: ThreadRow) =>
  row.last_staff_reply_at !== null && (row.user_read_at === null || row.user_read_at < row.last_staff_reply_at);

function toSummary(row: ThreadRow): FeedbackSummary {
  return {
    id: row.id,
    category: row.category,
    status: row.status,
    excerpt: row.excerpt ?? '',
    messageCount: row.message_count,
    createdAt: row.created_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
    unread: isUnread(row),
  };
}

function toStaffSummary(row: ThreadRow & { nick_name: string; phone: string }): StaffFeedbackSummary {
  const { unread: _unread, ...summary } = toSummary(row);
  return {
    ...summary,
    author: { userId: row.user_id, nickName: maskNickName(row.nick_name), phone: maskPhone(row.phone) },
  };
}

async function messagesOf(ctx: UserContext, threadId: number) {
  const rows = await listMessages(ctx.db, ctx.tenantId, threadId);
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    text: row.text,
    images: row.images,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The upload ids of references that must each be the user's own `feedback` upload (400 otherwise). */
async function ownImageIds(ctx: UserContext, refs: readonly string[]): Promise<string[]> {
  for (const ref of refs) await assertOwnPrivateUpload(ctx, ref, 'feedback');
  return refs.map((ref) => privateUploadIdOf(ref) ?? '');
}

/** 429 when the user opened FEEDBACK_PER_HOUR threads in the last hour; says when the next one is allowed. */
async function assertWithinHourlyLimit(ctx: UserContext): Promise<void> {
  const now = ctx.clock.now();
  const recent = await countThreadsSince(ctx.db, ctx.tenantId, ctx.userId, new Date(now.getTime() - HOUR_MS));
  if (Number(recent.count) < FEEDBACK_PER_HOUR || !recent.oldest) return;
  const waitMs = new Date(recent.oldest).getTime() + HOUR_MS - now.getTime();
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new AppError(429, 'RATE_LIMITED', 'feedbackTooMany', {
    params: { max: FEEDBACK_PER_HOUR, minutes: Math.ceil(seconds / 60) },
    extra: { retryAfter: seconds },
  });
}

/** The user's thread with its messages; 404 for another user's or another tenant's. */
async function loadOwnThread(ctx: UserContext, id: number) {
  const row = await findThread(ctx.db, ctx.tenantId, id);
  if (!row || row.user_id !== ctx.userId) throw notFound('feedbackNotFound');
  return row;
}

/**
 * Opens a feedback thread for the signed-in user with its first message. 400 when an image is not the user's own
 * feedback upload; 429 past FEEDBACK_PER_HOUR threads an hour.
 */
export async function createFeedback(ctx: UserContext, raw: CreateFeedbackInput): Promise<FeedbackThread> {
  const input = createFeedbackInputSchema.parse(raw);
  await assertWithinHourlyLimit(ctx);
  const images = await ownImageIds(ctx, input.images);
  const at = ctx.clock.now();
  const id = await inTransaction(ctx.db, async (trx) => {
    const thread = await insertThread(trx, ctx.tenantId, {
      userId: ctx.userId,
      category: input.category,
      contact: input.contact ?? null,
      at,
    });
    await insertMessage(trx, ctx.tenantId, {
      threadId: thread.id,
      author: 'user',
      authorUserId: ctx.userId,
      text: input.text,
      images,
      at,
    });
    return thread.id;
  });
  const row = await loadOwnThread(ctx, id);
  return { ...toSummary(row), contact: row.contact, messages: await messagesOf(ctx, id) };
}

/** A page of the user's threads, newest activity first, each with its unread flag. */
export async function listMyFeedback(
  ctx: UserContext,
  query: { pageNum: number; pageSize: number },
): Promise<FeedbackPage> {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listUserThreads(ctx.db, ctx.tenantId, ctx.userId, page),
    countUserThreads(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  return { rows: rows.map(toSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The user's thread with its messages, marked read; 404 for anyone else's. */
export async function readMyFeedback(ctx: UserContext, id: number): Promise<FeedbackThread> {
  const row = await loadOwnThread(ctx, id);
  const at = ctx.clock.now();
  await markThreadRead(ctx.db, ctx.tenantId, id, at);
  return { ...toSummary({ ...row, user_read_at: at }), contact: row.contact, messages: await messagesOf(ctx, id) };
}

/** Adds the user's follow-up to their thread and reopens it; 404 for anyone else's, 400 for foreign images. */
export async function replyToMyFeedback(
  ctx: UserContext,
  id: number,
  raw: FeedbackReplyInput,
): Promise<FeedbackThread> {
  const input = feedbackReplyInputSchema.parse(raw);
  const images = await ownImageIds(ctx, input.images);
  await inTransaction(ctx.db, async (trx) => {
    const thread = await lockThread(trx, ctx.tenantId, id);
    if (!thread || thread.user_id !== ctx.userId) throw notFound('feedbackNotFound');
    const at = ctx.clock.now();
    await insertMessage(trx, ctx.tenantId, {
      threadId: id,
      author: 'user',
      authorUserId: ctx.userId,
      text: input.text,
      images,
      at,
    });
    await touchThread(trx, ctx.tenantId, id, { status: 'open', at, userRead: true });
  });
  return readMyFeedback(ctx, id);
}

/** How many of the user's threads carry a staff reply the user has not opened yet. */
export async function countMyUnreadFeedback(ctx: UserContext): Promise<{ unread: number }> {
  return { unread: await countUnreadThreads(ctx.db, ctx.tenantId, ctx.userId) };
}

/** Staff: a page of the tenant's threads, newest activity first, optionally of one status and one category. */
export async function listFeedbackInbox(ctx: UserContext, query: StaffFeedbackQuery): Promise<StaffFeedbackPage> {
  const filter = { status: query.status, category: query.category };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listTenantThreads(ctx.db, ctx.tenantId, filter, page),
    countTenantThreads(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toStaffSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Staff: one thread of the tenant with its messages; 404 when the tenant has none with this id. */
export async function readFeedbackForStaff(ctx: UserContext, id: number): Promise<StaffFeedbackThread> {
  const row = await findThread(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('feedbackNotFound');
  return { ...toStaffSummary(row), contact: row.contact, messages: await messagesOf(ctx, id) };
}

/** Staff: replies in a thread (it becomes "answered" and unread for its user); 404 when absent. */
export async function replyAsStaff(
  ctx: UserContext,
  id: number,
  input: StaffFeedbackReplyInput,
): Promise<StaffFeedbackThread> {
  await inTransaction(ctx.db, async (trx) => {
    const thread = await lockThread(trx, ctx.tenantId, id);
    if (!thread) throw notFound('feedbackNotFound');
    const at = ctx.clock.now();
    await insertMessage(trx, ctx.tenantId, {
      threadId: id,
      author: 'staff',
      authorUserId: ctx.userId,
      text: input.text,
      images: [],
      at,
    });
    await touchThread(trx, ctx.tenantId, id, { status: 'answered', at, staffReply: true });
  });
  return readFeedbackForStaff(ctx, id);
}

/** Staff: closes a thread; 404 when absent, 409 when already closed. Answers the status before and after. */
export async function closeFeedback(
  ctx: UserContext,
  id: number,
): Promise<{ before: string; thread: StaffFeedbackThread }> {
  const before = await inTransaction(ctx.db, async (trx) => {
    const thread = await lockThread(trx, ctx.tenantId, id);
    if (!thread) throw notFound('feedbackNotFound');
    if (thread.status === 'closed') throw new AppError(409, 'CONFLICT', 'feedbackAlreadyClosed');
    await touchThread(trx, ctx.tenantId, id, { status: 'closed', at: ctx.clock.now(), closedBy: ctx.userId });
    return thread.status;
  });
  return { before, thread: await readFeedbackForStaff(ctx, id) };
}

/**
 * Staff: reopens a closed thread (it waits for staff again); 404 when absent, 409 unless it is closed. Answers the
 * status before and after.
 */
export async function reopenFeedback(
  ctx: UserContext,
  id: number,
): Promise<{ before: string; thread: StaffFeedbackThread }> {
  const before = await inTransaction(ctx.db, async (trx) => {
    const thread = await lockThread(trx, ctx.tenantId, id);
    if (!thread) throw notFound('feedbackNotFound');
    if (thread.status !== 'closed') throw new AppError(409, 'CONFLICT', 'feedbackNotClosed');
    await touchThread(trx, ctx.tenantId, id, { status: 'open', at: ctx.clock.now() });
    return thread.status;
  });
  return { before, thread: await readFeedbackForStaff(ctx, id) };
}

/** Staff: one image of a thread in clear; 404 unless the image belongs to the tenant's thread. The route audits. */
export async function readFeedbackImage(
  ctx: UserContext,
  deps: PrivateUploads,
  threadId: number,
  imageId: string,
): Promise<PrivateFile> {
  if (!(await threadHasImage(ctx.db, ctx.tenantId, threadId, imageId))) throw notFound('feedbackImageNotFound');
  const file = await readPrivateUploadByRef(ctx, deps, `private:${imageId}`);
  if (!file) throw notFound('feedbackImageNotFound');
  return file;
}
