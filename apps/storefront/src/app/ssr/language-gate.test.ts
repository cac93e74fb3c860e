import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { withLanguage } from './language-gate';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withLanguage', () => {
  it('runs renders of one language together and never a render in the other language beside them', async () => {
    const events: string[] = [];
    const render = (language: 'zh-CN' | 'en-US', name: string, ms: number) =>
      withLanguage(language, async () => {
        events.push(`start ${name}`);
        expect(i18n.language, name).toBe(language);
        await tick(ms);
        expect(i18n.language, name).toBe(language);
        events.push(`end ${name}`);
        return name;
      });
    const results = await Promise.all([
      render('zh-CN', 'zh1', 30),
      render('zh-CN', 'zh2', 10),
      render('en-US', 'en1', 10),
      render('zh-CN', 'zh3', 5),
      render('en-US', 'en2', 5),
    ]);
    expect(results).toEqual(['zh1', 'zh2', 'en1', 'zh3', 'en2']);
    // While a render of one language runs, none of the other starts.
    let running: string | null = null;
    let count = 0;
    for (const event of events) {
      const [kind, name] = event.split(' ') as [string, string];
      const language = name.slice(0, 2);
      if (kind === 'start') {
        expect(running === null || running === language, events.join(', ')).toBe(true);
        running = language;
        count += 1;
      } else {
        count -= 1;
        if (count === 0) running = null;
      }
    }
    await withLanguage('en-US', async () => {});
  });

  it('passes a render’s failure on and lets the next render run', async () => {
    await expect(withLanguage('en-US', async () => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(withLanguage('zh-CN', async () => i18n.language)).resolves.toBe('zh-CN');
    await withLanguage('en-US', async () => {});
  });
});
