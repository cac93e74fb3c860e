import type { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The markup of `element`, rendered to completion before any of it is read: every boundary is then written in place,
 * with no inline script to reveal it (the page keeps its CSP). Rejects when any part failed, the shell or inside a
 * Suspense boundary: the caller serves the client-rendered page instead. React writes the finished markup into an
 * in-memory sink; its web-stream renderer, read through a Response, spent more time in Node's web streams than in
 * writing the markup.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(
          typeof chunk === 'string'
            ? Buffer.from(chunk)
            : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
        );
        return true;
      },
      end() {
        resolve(Buffer.concat(chunks).toString('utf8'));
      },
      destroy(error?: unknown) {
        reject(error);
      },
      // React listens for drain, error and close; nothing here emits them.
      on() {
        return sink;
      },
    };
    const { pipe } = renderToPipeableStream(element, {
      // Never outline a boundary however large: outlined content waits in a hidden element for an inline script to
      // reveal it, which the CSP refuses (and a crawler that runs no script would not see).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // An error inside a Suspense boundary would leave that part to the browser with an inline script the CSP
      // refuses: the whole page is then rendered in the browser instead.
      onError: (error) => {
        errors.push(error);
      },
      onShellError: reject,
      onAllReady: () => {
        if (errors.length > 0) reject(new AggregateError(errors, 'the page failed to render on the server'));
        else pipe(sink as unknown as Writable);
      },
    });
  });
}
