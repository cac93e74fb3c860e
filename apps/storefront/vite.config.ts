/// <reference types="node" />
import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiServer = 'http://localhost:3000';

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const sourceDir = path.join(import.meta.dirname, 'src');
/**
 * What a visit loads right after its first paint, in two chunks of their own: the libraries the app's start needs
 * (React, the router, TanStack Query, i18next, zod) in 'start-libraries', the app's own start (its frame, its
 * i18n, the router's table) in 'start-app'. Left to automatic chunking it comes as some fifteen small chunks shared
 * with pages: each is one more request, and one more modulepreload link the main thread inserts. Two chunks, imported
 * at once by main.tsx, are evaluated in two tasks: in one they were a phone's longest task after its first paint
 * (~125 ms at 4x CPU on the listing detail). (antd's frame is not grouped: the grouping follows static imports, and
 * antd is imported through its index, which reaches every component; importing its modules by path instead gave the
 * component tests a second antd — Node loads the index as CommonJS — whose ConfigProvider the components did not see.)
 */
let startModules: Set<string> | undefined;
/**
 * For a module app/start-app.tsx imports and the entry does not: 'start-libraries' for a package's, 'start-app' for the
 * app's own; null leaves it to automatic chunking.
 */
function startChunk(id: string, context: ChunkingContext): string | null {
  if (!startModules) {
    const reach = (root: string) => {
      const seen = new Set<string>();
      const queue = [root];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
      }
      return seen;
    };
    // What the entry itself holds (Vite's preload helper, the stylesheet) stays there: it must not wait for a chunk.
    const entry = reach(path.join(sourceDir, 'main.tsx'));
    startModules = new Set(
      [...reach(path.join(sourceDir, 'app/start-app.tsx'))].filter((module) => !entry.has(module)),
    );
  }
  if (!startModules.has(id)) return null;
  return id.includes('/node_modules/') ? 'start-libraries' : 'start-app';
}

// Also the storefront's vitest project (listed in the root vitest.config.ts).
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  // An SSR build leaves process.env.NODE_ENV to the process that runs it: the server's render must use React's
  // production build whatever the server's NODE_ENV (development React renders several times slower).
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  css: {
    modules: {
      // From the file's path in the app and the class name only: the browser's build and the server-rendering build
      // must name every class alike, or a server-rendered page would carry names its stylesheet does not have.
      generateScopedName: (name, filename) => {
        const file = path.relative(import.meta.dirname, filename.split('?')[0] ?? filename);
        return `_${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 6)}`;
      },
    },
  },
  build: {
    outDir: 'dist',
    // One stylesheet for every page, linked from index.html: a server-rendered page is styled at its first paint,
    // whichever page it is (per-page CSS chunks would arrive only with the page's script).
    cssCodeSplit: false,
    // No modulepreload links for a lazy chunk's imports: Vite's helper appends one <link> per import to the head, and
    // Chromium starts each one's fetch inside appendChild. Hydrating a page loads its route, antd's frame and their
    // imports at once, and those appends were ~80 ms of a 4×-throttled phone's main thread (CPU profile of the
    // listing detail), in the start's longest task. The browser now finds a chunk's imports when it parses it: a
    // page first visited in the app loads its chunks in a few more round trips (those already loaded are not asked
    // for again). Lighthouse mobile TBT, 5 runs on a quiet machine: home 170 → 85, list 203 → 72, detail 281 → 112 ms.
    modulePreload: false,
    // The browser's build only; the group takes exactly the modules startChunk names.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: startChunk }] } } },
  },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`): one self-contained module the server
  // imports, with antd, React and the router bundled in so that the server never resolves web-only packages itself.
  ssr: { noExternal: true },
  resolve: {
    // antd's icons as ES modules everywhere: under Node's conditions (the server build) the package answers its
    // CommonJS build, all 849 icons in one 4 MB chunk the server would hold in memory, not only those used.
    alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }],
  },
  server: {
    // Host is passed through unchanged so `<tenant>.localhost` names resolve their tenant on the API.
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  test: {
    name: 'storefront',
    // The jsdom group of the root vitest.config.ts (vitest refuses a group whose projects differ in workers).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // One jsdom and one module graph per worker, not per file: React, antd and i18n are imported once per worker.
    // The files answer the API through a fake fetch (test/fake-api) and replace a lib function with vi.spyOn, never
    // vi.mock (a mocked module would not reach a page another file has already imported); the setup puts the app's
    // module-level state (language, session prompt and handlers, flash messages) back before each file and cleans
    // up after each test (renders, storage) and file (stubbed globals and env, fake timers).
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Pages and antd are lazy chunks: a test that walks through several pages imports each one the first time.
    testTimeout: 30_000,
  },
}));
