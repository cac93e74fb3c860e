import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

/** i18next plural suffixes: English has `_one` and `_other`; Chinese has one form, `_other`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys with the plural forms folded into their base key (`total_one`, `total_other` → `total`). */
function baseKeys(messages: unknown): string[] {
  return [...new Set(keysOf(messages).map((key) => key.replace(PLURAL, '')))].sort();
}

function pluralForms(messages: unknown): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keysOf(messages)) {
    const match = PLURAL.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] as string].sort());
  }
  return forms;
}

describe('message files', () => {
  it('have the same keys in every language (plural forms folded)', () => {
    expect(baseKeys(zhCN)).toEqual(baseKeys(enUS));
  });

  it('give plural keys the forms each language needs: en-US one and other, zh-CN other only', () => {
    const english = pluralForms(enUS);
    const chinese = pluralForms(zhCN);
    for (const [base, forms] of english) expect(forms, base).toEqual(['one', 'other']);
    for (const [base, forms] of chinese) expect(forms, base).toEqual(['other']);
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no message that counts without a plural form', () => {
    // "{{count}} requests" reads "1 requests": such a message needs `_one` / `_other` keys.
    const counted = keysOf(enUS).filter((key) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], enUS);
      return !PLURAL.test(key) && /\{\{count\}\} [a-z]+s\b/.test(text as string);
    });
    expect(counted).toEqual([]);
  });

  it('have no empty messages', () => {
    for (const messages of [enUS, zhCN]) {
      for (const key of keysOf(messages)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        expect(text, key).toBeTypeOf('string');
        expect((text as string).trim(), key).not.toBe('');
      }
    }
  });
});
