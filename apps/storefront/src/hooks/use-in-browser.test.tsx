import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SSR_DATA_ELEMENT_ID } from '../lib/ssr-data-element';
import { useInBrowser } from './use-in-browser';

const seen: boolean[] = [];
function Probe() {
  const inBrowser = useInBrowser();
  seen.push(inBrowser);
  return <p>{inBrowser ? 'browser' : 'server'}</p>;
}

function mount(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  seen.length = 0;
  document.getElementById(SSR_DATA_ELEMENT_ID)?.remove();
  document.body.replaceChildren();
});

describe('useInBrowser', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
  });

  it('hydrates a server-rendered page as the server rendered it, then turns true', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SSR_DATA_ELEMENT_ID;
    document.head.append(block);
    const container = mount(renderToString(<Probe />));
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');
  });

  it('is true from the first render of a page the browser renders itself', async () => {
    const container = mount('');
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
