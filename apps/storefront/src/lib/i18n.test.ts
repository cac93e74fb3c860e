import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US.json';
import { i18n, loadLanguage } from './i18n';

describe('the storefront i18n', () => {
  it("keeps a language's messages as loaded, without copying or merging the catalogue", async () => {
    await loadLanguage('en-US');
    // The store holds the messages module's own sections (i18next copies a bundle through JSON unless told not to).
    const stored = i18n.store.data['en-US']?.translation as unknown as typeof enUS;
    expect(stored.goodDetail).toBe(enUS.goodDetail);
    expect(i18n.t('goodDetail.zoomPicture', { lng: 'en-US' })).toBe('Zoom in');
    // Loading again adds nothing.
    await loadLanguage('en-US');
    expect(i18n.store.data['en-US']?.translation).toBe(stored);
  });
});
