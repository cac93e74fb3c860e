import { describe, expect, it } from 'vitest';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('message files', () => {
  it('have the same keys in every language', () => {
    expect(keysOf(zhCN).sort()).toEqual(keysOf(enUS).sort());
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
