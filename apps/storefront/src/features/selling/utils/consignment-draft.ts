import type { SellingLevelPair } from '@gs/shared/selling';
import { z } from 'zod';
import { readItem, removeItem, writeItem } from '../../../lib/storage';

/** What an attribute's control holds: text or date, a number, a choice id, choice ids, or choice-level pairs. */
export type AttributeFormValue = string | number | number[] | SellingLevelPair[] | null | undefined;

/** The values of the consignment form, as its fields hold them (the price as typed yuan). */
export interface ConsignmentFormValues {
  operatorId?: number;
  areaId?: number;
  serverId?: number;
  /** The node the picked path ends at (a server, or a region without servers); set by the region pickers. */
  regionNodeId?: number | null;
  /** Names along the picked path, root first, for the review page; set by the region pickers. */
  regionPath?: { id: number; name: string }[];
  attrs?: Record<string, AttributeFormValue>;
  title?: string;
  description?: string;
  price?: string;
  coverUrl?: string;
  screenshots?: string[];
  realNameShotUrl?: string;
  guaranteeDocs?: boolean;
  contact?: string;
  login?: string;
  password?: string;
  notes?: string;
}

/** Where a draft belongs: the tenant, the user, the game and, when editing, the listing. */
export interface DraftScope {
  tenantId: number;
  userId: number;
  gameId: number;
  listingId: number | null;
}

export type ConsignmentDraft = SellingDraft<ConsignmentFormValues>;

const CREDENTIAL_FIELDS = ['login', 'password', 'notes'] as const;

/** `consignmentDraft.<tenant>.<user>.<game>` (`….edit.<listing>` when editing a listing). */
export function consignmentDraftKey(scope: DraftScope): string {
  const base = `consignmentDraft.${scope.tenantId}.${scope.userId}.${scope.gameId}`;
  return scope.listingId === null ? base : `${base}.edit.${scope.listingId}`;
}

const storedDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  maskedLogin: z.string().nullable(),
  savedAt: z.string(),
});

const storedCredentialsSchema = z.object({
  login: z.string().optional(),
  password: z.string().optional(),
  notes: z.string().optional(),
});

// The game account's login, password and notes are kept apart, in sessionStorage: they survive a reload of the
// tab but are never written to disk for the next person at this browser (localStorage would keep them for good).
function readSession(name: string): string | null {
  try {
    return window.sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function writeSession(name: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(name);
    else window.sessionStorage.setItem(name, value);
  } catch {
    // Storage unavailable: the credentials are simply not remembered.
  }
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** A selling form's draft kept under `key`: its values (credentials included) and when it was saved. */
export interface SellingDraft<TValues> {
  values: TValues;
  /** The stored login, masked, when editing a listing (its credentials are kept unless replaced). */
  maskedLogin: string | null;
  savedAt: string;
}

/** The draft saved under `key` (by `writeSellingDraft`), or null when there is none (or it cannot be read). */
export function readSellingDraft<TValues extends object>(key: string): SellingDraft<TValues> | null {
  const stored = storedDraftSchema.safeParse(parseJson(readItem(key)));
  if (!stored.success) return null;
  const credentials = storedCredentialsSchema.safeParse(parseJson(readSession(key)));
  return {
    values: { ...(stored.data.values as TValues), ...(credentials.success ? credentials.data : {}) },
    maskedLogin: stored.data.maskedLogin,
    savedAt: stored.data.savedAt,
  };
}

/** Saves a selling form's values under `key`: the credentials in sessionStorage, everything else in localStorage. */
export function writeSellingDraft<TValues extends object>(key: string, draft: SellingDraft<TValues>): void {
  const values: Record<string, unknown> = { ...(draft.values as Record<string, unknown>) };
  const credentials: Record<string, unknown> = {};
  for (const field of CREDENTIAL_FIELDS) {
    if (values[field]) credentials[field] = values[field];
    delete values[field];
  }
  writeItem(key, JSON.stringify({ values, maskedLogin: draft.maskedLogin, savedAt: draft.savedAt }));
  writeSession(key, Object.keys(credentials).length > 0 ? JSON.stringify(credentials) : null);
}

export function clearSellingDraft(key: string): void {
  removeItem(key);
  writeSession(key, null);
}

/** The saved draft of this scope, or null when there is none (or it cannot be read). */
export function readConsignmentDraft(scope: DraftScope): ConsignmentDraft | null {
  return readSellingDraft<ConsignmentFormValues>(consignmentDraftKey(scope));
}

/** Saves the form's values: the credentials in sessionStorage, everything else in localStorage. */
export function writeConsignmentDraft(scope: DraftScope, draft: ConsignmentDraft): void {
  writeSellingDraft(consignmentDraftKey(scope), draft);
}

export function clearConsignmentDraft(scope: DraftScope): void {
  clearSellingDraft(consignmentDraftKey(scope));
}
