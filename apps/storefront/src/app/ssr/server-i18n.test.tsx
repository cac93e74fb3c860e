import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nForRenders, memoizeLanguageHierarchy } from './server-i18n';

// The messages here are the test's own, not the app's typed keys.
type LooseT = (key: string) => string;
const translate = (i18n: I18n, key: string) => (i18n.t as unknown as LooseT)(key);
// i18next's lookup, which its types leave out: what a translation costs.
const translatorOf = (i18n: I18n) => (i18n as unknown as { translator: { translate: LooseT } }).translator;

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'zh-CN',
    resources: {
      'zh-CN': { translation: { hello: '你好', only: '只有中文' } },
      'en-US': {
        translation: {
          hello: 'Hello',
          welcome: 'Welcome, {{name}}',
          item_one: '{{count}} item',
          item_other: '{{count}} items',
          nav: { home: 'Home' },
          nested: 'Go $t(nav.home)',
        },
      },
    },
  });
  return i18n;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('memoizeLanguageHierarchy', () => {
  it("translates as before, falling back to the shop's language, in either language", async () => {
    const i18n = await instance();
    memoizeLanguageHierarchy(i18n);
    expect([translate(i18n, 'hello'), translate(i18n, 'only')]).toEqual(['Hello', '只有中文']);
    await i18n.changeLanguage('zh-CN');
    expect([translate(i18n, 'hello'), translate(i18n, 'only')]).toEqual(['你好', '只有中文']);
    await i18n.changeLanguage('en-US');
    expect(translate(i18n, 'hello')).toBe('Hello');
    expect(i18n.languages).toEqual(['en-US', 'en', 'zh-CN']);
  });

  it('works out the lookup order of a language once, not on every translation', async () => {
    const i18n = await instance();
    memoizeLanguageHierarchy(i18n);
    const canonicalise = vi.spyOn(Intl, 'getCanonicalLocales');
    for (let call = 0; call < 100; call++) translate(i18n, 'hello');
    expect(canonicalise.mock.calls.length).toBeLessThan(5);
  });
});

describe('i18nForRenders', () => {
  function Greeting() {
    const { t: typed, i18n } = useTranslation();
    const t = typed as unknown as LooseT;
    return (
      <p lang={i18n.language}>
        {t('hello')} {t('only')}
      </p>
    );
  }

  it("renders in the language the app's instance is switched to, falling back as it does", async () => {
    const i18n = await instance();
    const forRenders = i18nForRenders(i18n);
    const render = () =>
      renderToString(
        <I18nextProvider i18n={forRenders}>
          <Greeting />
        </I18nextProvider>,
      );
    expect(render()).toBe('<p lang="en-US">Hello<!-- --> <!-- -->只有中文</p>');
    await i18n.changeLanguage('zh-CN');
    expect(render()).toBe('<p lang="zh-CN">你好<!-- --> <!-- -->只有中文</p>');
  });

  it('leaves react-i18next nothing to copy into the wrapper it makes for each component', async () => {
    const i18n = await instance();
    expect(Object.getOwnPropertyNames(i18n).length).toBeGreaterThan(30);
    expect(Object.getOwnPropertyNames(i18nForRenders(i18n))).toEqual([]);
  });

  describe('its t', () => {
    type AnyT = (key: string, ...options: unknown[]) => unknown;
    const fixedOf = (i18n: I18n, keyPrefix?: string) =>
      (i18n.getFixedT as unknown as (lng: string, ns?: string, keyPrefix?: string) => AnyT)(
        i18n.language,
        'translation',
        keyPrefix,
      );
    const calls: [string, ...unknown[]][] = [
      ['hello'],
      ['only'],
      ['missing.key'],
      ['welcome'],
      ['welcome', { name: 'Ann' }],
      ['item', { count: 1 }],
      ['item', { count: 3 }],
      ['item'],
      ['nav'],
      ['nav.home'],
      ['nested'],
      ['missing', 'a default'],
      ['missing', { defaultValue: 'another default' }],
      ['welcome', { name: 'Bob' }],
      ['welcome', { name: 'Ann', count: 2 }],
      ['welcome', { name: { first: 'Ann' } }],
      ['welcome', { name: new Date(0) }],
      ['welcome', { name: undefined }],
      ['welcome', { name: 'Ann' }, 'extra'],
      ['item', { count: 1, lng: 'zh-CN' }],
      ['hello', { lng: 'zh-CN' }],
      ['home', { keyPrefix: 'nav' }],
    ];

    it("answers what i18next's own t answers, options or not, first time and again", async () => {
      const i18n = await instance();
      const forRenders = i18nForRenders(i18n);
      for (const language of ['en-US', 'zh-CN', 'en-US']) {
        await i18n.changeLanguage(language);
        const own = fixedOf(i18n);
        const memoized = fixedOf(forRenders);
        for (let round = 0; round < 2; round++) {
          for (const [key, ...options] of calls) expect(memoized(key, ...options)).toEqual(own(key, ...options));
        }
        expect(fixedOf(forRenders, 'nav')('home')).toBe(fixedOf(i18n, 'nav')('home'));
      }
      expect(fixedOf(forRenders)('item', { count: 1 })).not.toBe(fixedOf(forRenders)('item', { count: 3 }));
      expect(fixedOf(forRenders)('hello', { lng: 'zh-CN' })).toBe('你好');
    });

    it("never answers one language's message in the other", async () => {
      const i18n = await instance();
      const forRenders = i18nForRenders(i18n);
      expect(fixedOf(forRenders)('hello')).toBe('Hello');
      await i18n.changeLanguage('zh-CN');
      expect(fixedOf(forRenders)('hello')).toBe('你好');
      await i18n.changeLanguage('en-US');
      expect(fixedOf(forRenders)('hello')).toBe('Hello');
    });

    it('reads i18next once per key, and again after the messages change', async () => {
      const i18n = await instance();
      const forRenders = i18nForRenders(i18n);
      const translate = vi.spyOn(translatorOf(i18n), 'translate');
      for (let call = 0; call < 10; call++) fixedOf(forRenders)('hello');
      expect(translate).toHaveBeenCalledTimes(1);
      for (let call = 0; call < 10; call++) fixedOf(forRenders)('item', { count: call % 2 });
      expect(translate).toHaveBeenCalledTimes(3);
      // Options that are not plain values are never remembered.
      for (let call = 0; call < 3; call++) fixedOf(forRenders)('welcome', { name: { first: 'Ann' } });
      expect(translate).toHaveBeenCalledTimes(6);
      expect(fixedOf(forRenders)('later')).toBe('later');
      i18n.addResource('en-US', 'translation', 'later', 'Added later');
      expect(fixedOf(forRenders)('later')).toBe('Added later');
      i18n.addResourceBundle('en-US', 'translation', { hello: 'Hi' }, true, true);
      expect(fixedOf(forRenders)('hello')).toBe('Hi');
    });

    it('is what useTranslation hands a component', async () => {
      const i18n = await instance();
      const forRenders = i18nForRenders(i18n);
      const translate = vi.spyOn(translatorOf(i18n), 'translate');
      const render = () =>
        renderToString(
          <I18nextProvider i18n={forRenders}>
            <Greeting />
            <Greeting />
          </I18nextProvider>,
        );
      const first = render();
      expect(render()).toBe(first);
      expect(translate).toHaveBeenCalledTimes(2);
    });
  });
});
