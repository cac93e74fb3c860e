import { BOOT_DATA_ELEMENT_ID } from '@gs/shared/tenant';
import { describe, expect, it } from 'vitest';
import { readBootData, readBootLocale } from './boot-data';

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BOOT_DATA_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('readBootLocale', () => {
  it('reads the shop’s locale without validating the rest of the boot data', async () => {
    const doc = documentWith(JSON.stringify({ tenant: { locale: 'en-US' }, decoration: 'not a decoration' }));
    expect(await readBootData(doc)).toBeNull();
    expect(readBootLocale(doc)).toBe('en-US');
  });

  it('answers null for a missing block, broken JSON or a locale the storefront does not speak', () => {
    expect(readBootLocale(documentWith(null))).toBeNull();
    expect(readBootLocale(documentWith('{'))).toBeNull();
    expect(readBootLocale(documentWith(JSON.stringify({ tenant: { locale: 'fr-FR' } })))).toBeNull();
    expect(readBootLocale(documentWith('null'))).toBeNull();
  });
});
