import type { PlatformAuditAction, PlatformAuditEntry } from '@gs/shared/platform';
import { type Locale, locales } from '@gs/shared/tenant';
import type { TFunction } from 'i18next';

/** Each action's message key under `platform.audit.actions` (a dot in a key would be read as nesting). */
export const auditActionKeys = {
  'tenant.create': 'tenant_create',
  'tenant.update': 'tenant_update',
  'tenant.domain.add': 'tenant_domain_add',
  'tenant.domain.remove': 'tenant_domain_remove',
  'tenant.suspend': 'tenant_suspend',
  'tenant.resume': 'tenant_resume',
} as const satisfies Record<PlatformAuditAction, string>;

const auditFields = ['name', 'hosts', 'locale', 'useTheme', 'serviceGroups'] as const;
type AuditField = (typeof auditFields)[number];
const isAuditField = (key: string): key is AuditField => (auditFields as readonly string[]).includes(key);
const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length > 0 ? value.map(text).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A changed setting as read: "name: Old → New"; language and services in words. */
function describeChange(key: string, before: unknown, after: unknown, t: TFunction): string {
  const shown = (value: unknown) =>
    key === 'locale' && isLocale(value) ? t(`platform.locales.${value}`) : text(value);
  const field = isAuditField(key) ? t(`platform.auditFields.${key}`) : key;
  return t('platform.audit.change', { field, before: shown(before), after: shown(after) });
}

/**
 * A platform audit entry as a sentence in the reader's language: who did what to which shop, with the details that
 * matter (hosts, the owner, the reason, each setting's before and after).
 */
export function auditSentence(entry: PlatformAuditEntry, t: TFunction): string {
  const detail = entry.detail;
  const base = { actor: entry.actorName, shop: entry.tenantCode ?? '—' };
  switch (entry.action) {
    case 'tenant.create': {
      const catalogue = record(detail.catalogue);
      const copied = Object.values(catalogue).reduce<number>((sum, rows) => sum + (Number(rows) || 0), 0);
      const sentence = t('platform.audit.sentences.create', {
        ...base,
        name: text(detail.name),
        hosts: text(detail.hosts),
        owner: text(detail.owner),
      });
      return detail.catalogueFrom
        ? `${sentence} ${t('platform.audit.sentences.copied', { from: text(detail.catalogueFrom), count: copied })}`
        : sentence;
    }
    case 'tenant.update': {
      const before = record(detail.before);
      const after = record(detail.after);
      const changes = Object.keys(after).map((key) => describeChange(key, before[key], after[key], t));
      return changes.length > 0
        ? t('platform.audit.sentences.update', { ...base, changes: changes.join(t('platform.audit.changeSeparator')) })
        : t('platform.audit.sentences.updateNothing', base);
    }
    case 'tenant.domain.add':
      return t('platform.audit.sentences.domainAdd', { ...base, host: text(detail.host) });
    case 'tenant.domain.remove':
      return t('platform.audit.sentences.domainRemove', { ...base, host: text(detail.host) });
    case 'tenant.suspend':
      return t('platform.audit.sentences.suspend', { ...base, reason: text(detail.reason) });
    case 'tenant.resume':
      return t('platform.audit.sentences.resume', base);
  }
}
