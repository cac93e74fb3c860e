import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nForRenders, memoizeLanguageHierarchy } from './server-i18n';

// The messages here are the test's own, not the app's typed keys.
type LooseT = (key: string) => string;
const translate = (i18n: I18n, key: string) => (i18n.t as unknown as LooseT)(key);

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'zh-CN',
    resources: {
      'zh-CN': { translation: { hello: '你好', only: '只有中文' } },
      'en-US': { translation: { hello: 'Hello' } },
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
});
