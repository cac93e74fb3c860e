import type { AuditEntry } from '@gs/shared/staff-audit';
import { formatPrice } from '@gs/web/format-money';
import type { TFunction } from 'i18next';
import { AUDIT_ACTIONS, type AuditActionSpec, field } from './audit-actions';

const REDACTED = '[redacted]';
const MAX_TEXT = 80;

export interface AuditSentence {
  text: string;
  /** A read (a look at secrets, an export) rather than a change. */
  read: boolean;
  /** Whether the action is one the back office knows how to word (else the sentence shows its code). */
  known: boolean;
}

type Json = AuditEntry['body'];

/** A short readable text of a recorded value, or undefined when there is none (or it was redacted). */
function textOf(value: Json | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text === REDACTED) return undefined;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

function firstText(sources: (Json | undefined)[], keys: string[]): string | undefined {
  for (const source of sources) {
    for (const key of keys) {
      const text = textOf(field(source, key));
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * What the action was done to, as the entry records it: an order by its number, a named thing by its name and id,
 * else the id from the route (a new thing's own id when the answer recorded it); '' when nothing names it.
 */
function targetOf(entry: AuditEntry): string {
  const states = [entry.after, entry.before];
  const number = firstText(states, ['orderNo']);
  if (number) return number;
  const createdId = field(entry.after, 'id');
  const id =
    entry.targetId ?? (typeof createdId === 'number' || typeof createdId === 'string' ? String(createdId) : null);
  if (!id) return '';
  // A name only beside an id: a settings page's name field is not what was acted on.
  const name = firstText([...states, entry.body], ['name', 'title', 'nickName']);
  return name ? `“${name}” #${id}` : `#${id}`;
}

function reasonOf(entry: AuditEntry): string | undefined {
  return textOf(field(entry.body, 'reason')) ?? firstText([entry.after], ['rejectReason', 'blockedReason', 'reason']);
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([:：,，)）])/g, '$1')
    .trim();

/** The verb a known action's filter label uses. */
function labelVerbOf(spec: AuditActionSpec) {
  return typeof spec.verb === 'function' ? (spec.labelVerb ?? 'update') : spec.verb;
}

/**
 * One log entry as a sentence in the reader's language: "王五 refunded order 2026112900001 ¥528.00: reason …".
 * An action the back office does not know still reads as who did which action (its code) to what.
 */
export function describeAuditEntry(entry: AuditEntry, t: TFunction, locale: string): AuditSentence {
  const actor = entry.actor.nickName || t('audit.sentence.someone', { id: entry.actor.userId });
  const target = targetOf(entry);
  const spec = AUDIT_ACTIONS[entry.action];
  if (!spec) {
    const text = target
      ? t('audit.sentence.unknown', { actor, action: entry.action, target })
      : t('audit.sentence.unknownNoTarget', { actor, action: entry.action });
    return { text: tidy(text), read: entry.method === 'GET', known: false };
  }
  const verb = typeof spec.verb === 'function' ? spec.verb(entry) : spec.verb;
  const values = { actor, thing: t(`audit.things.${spec.thing}`), target };
  const changed = field(entry.after, 'changed');
  // Only the bulk sentence counts (its plural forms need `count`).
  let text =
    verb === 'bulk'
      ? t('audit.verbs.bulk.sentence', { ...values, count: Array.isArray(changed) ? changed.length : 0 })
      : t(`audit.verbs.${verb}.sentence`, values);
  const amount = spec.amountFen?.(entry);
  if (amount !== undefined) text += ` ${formatPrice(amount, locale)}`;
  const reason = reasonOf(entry);
  if (reason) text += t('audit.sentence.reason', { reason });
  return { text: tidy(text), read: spec.read === true, known: true };
}

/** The label of a known action in the reader's language ("Refund order"), for the action filter. */
export function auditActionLabel(action: string, t: TFunction): string {
  const spec = AUDIT_ACTIONS[action];
  if (!spec) return action;
  return tidy(t(`audit.verbs.${labelVerbOf(spec)}.label`, { thing: t(`audit.things.${spec.thing}`) }));
}

/** Every known action as a filter option, sorted by its label in the reader's language. */
export function auditActionOptions(t: TFunction, locale: string): { value: string; label: string }[] {
  return Object.keys(AUDIT_ACTIONS)
    .map((action) => ({ value: action, label: auditActionLabel(action, t) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
