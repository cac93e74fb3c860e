import { lazy, Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderToHtml } from './render-to-html';

function Broken(): never {
  throw new Error('broken');
}

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 5));

function Late({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

describe('renderToHtml', () => {
  it("gives React's markup, many characters past ASCII and far past a chunk of React's buffer included", async () => {
    const rows = Array.from({ length: 3000 }, (_, index) => `第${index}行 · ${'é'.repeat(index % 7)} 🎮`);
    const page = (
      <ul>
        {rows.map((row) => (
          <li key={row} title={row}>
            {row}
          </li>
        ))}
        <li>{'长'.repeat(10_000)}</li>
      </ul>
    );
    const html = await renderToHtml(page);
    expect(html.length).toBeGreaterThan(100_000);
    expect(html).toBe(renderToString(page));
  });

  it('waits for suspended parts and writes them in place, with no script', async () => {
    const Lazy = lazy(async () => ({ default: () => <b>lazy</b> }));
    const html = await renderToHtml(
      <main>
        <Suspense fallback={<i>loading</i>}>
          <Late text={later('late')} />
          <Lazy />
        </Suspense>
      </main>,
    );
    expect(html).toBe('<main><!--$--><p>late</p><b>lazy</b><!--/$--></main>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('loading');
  });

  it('refuses a page with an error inside a Suspense boundary (the browser renders it instead)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      renderToHtml(
        <Suspense fallback={<i>loading</i>}>
          <Broken />
        </Suspense>,
      ),
    ).rejects.toThrow('the page failed to render on the server');
  });

  it('refuses a page whose shell fails', async () => {
    await expect(renderToHtml(<Broken />)).rejects.toThrow('broken');
  });
});
