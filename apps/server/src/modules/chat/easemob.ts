import { createHmac } from 'node:crypto';
import type { ChatIdentity, EasemobSettings, EasemobSettingsInput } from '@gs/shared/chat';
import type { UserContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { deleteEasemobSettings, findEasemobSettings, saveEasemobSettings } from './chat.repository.ts';

/** How the server reaches Easemob's REST API (`EASEMOB_API_BASE`, a fake in tests). */
export interface EasemobDeps {
  apiBase: string;
  secretBox: SecretBox;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const aadOf = (tenantId: number) => `chat-easemob:${tenantId}`;

/** The owner's view of the shop's Easemob keys (the secret never, only when it was set). */
export async function getEasemobSettings(ctx: UserContext): Promise<EasemobSettings> {
  const row = await findEasemobSettings(ctx.db, ctx.tenantId);
  return {
    configured: Boolean(row),
    orgName: row?.org_name ?? '',
    appName: row?.app_name ?? '',
    clientId: row?.client_id ?? '',
    secretSetAt: row ? row.secret_set_at.toISOString() : null,
  };
}

/** Saves (sealing the secret) or clears the shop's Easemob keys; 400 when enabling with no secret stored yet. */
export async function updateEasemobSettings(
  ctx: UserContext,
  deps: Pick<EasemobDeps, 'secretBox'>,
  input: EasemobSettingsInput,
): Promise<EasemobSettings> {
  if (!input.enabled) {
    await deleteEasemobSettings(ctx.db, ctx.tenantId);
    return getEasemobSettings(ctx);
  }
  const existing = await findEasemobSettings(ctx.db, ctx.tenantId);
  if (!input.clientSecret && !existing) {
    throw new AppError(400, 'VALIDATION_FAILED', 'chatEasemobSecretRequired', {
      fields: [{ field: 'clientSecret', messageKey: 'chatEasemobSecretRequired' }],
    });
  }
  await saveEasemobSettings(ctx.db, ctx.tenantId, {
    orgName: input.orgName,
    appName: input.appName,
    clientId: input.clientId,
    sealedSecret: input.clientSecret ? deps.secretBox.encrypt(input.clientSecret, aadOf(ctx.tenantId)) : null,
    at: ctx.clock.now(),
  });
  return getEasemobSettings(ctx);
}

function upstreamFailed(): AppError {
  return new AppError(502, 'BAD_GATEWAY', 'chatEasemobFailed');
}

async function callEasemob(
  deps: EasemobDeps,
  url: string,
  body: unknown,
  token: string | null,
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const doFetch = deps.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
    });
  } catch {
    throw upstreamFailed();
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, json };
}

/**
 * The Easemob identity of the signed-in user at a shop with Easemob keys, or null when the shop has none: an app
 * token (client credentials), the user ensured (created when new; "already exists" is fine), then a user token.
 * The user's Easemob password is derived from the shop's secret (HMAC), so it is never stored and never leaves the
 * server. Any failure of Easemob answers 502 with a fixed message: nothing of its answer or the keys is logged.
 */
export async function getEasemobIdentity(ctx: UserContext, deps: EasemobDeps): Promise<ChatIdentity | null> {
  const row = await findEasemobSettings(ctx.db, ctx.tenantId);
  if (!row) return null;
  const secret = deps.secretBox.decrypt(row.client_secret_sealed, aadOf(ctx.tenantId));
  const base = `${deps.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(row.org_name)}/${encodeURIComponent(row.app_name)}`;

  const app = await callEasemob(
    deps,
    `${base}/token`,
    { grant_type: 'client_credentials', client_id: row.client_id, client_secret: secret },
    null,
  );
  const appToken = app.json?.access_token;
  if (app.status !== 200 || typeof appToken !== 'string') throw upstreamFailed();

  const username = `t${ctx.tenantId}u${ctx.userId}`;
  const password = createHmac('sha256', secret)
    .update(`easemob-user:${ctx.tenantId}:${ctx.userId}`)
    .digest('base64url');
  const created = await callEasemob(deps, `${base}/users`, [{ username, password }], appToken);
  const duplicate = created.status === 400 && String(created.json?.error ?? '').includes('duplicate');
  if (created.status !== 200 && !duplicate) throw upstreamFailed();

  const login = await callEasemob(deps, `${base}/token`, { grant_type: 'password', username, password }, appToken);
  const userToken = login.json?.access_token;
  if (login.status !== 200 || typeof userToken !== 'string') throw upstreamFailed();
  const expiresIn = Number(login.json?.expires_in);
  return {
    provider: 'easemob',
    appKey: `${row.org_name}#${row.app_name}`,
    username,
    userToken,
    expiresAt:
      Number.isFinite(expiresIn) && expiresIn > 0
        ? new Date(ctx.clock.now().getTime() + expiresIn * 1000).toISOString()
        : null,
  };
}
