import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiServer = 'http://localhost:3000';

// Also the back office's vitest project (listed in the root vitest.config.ts).
export default defineConfig({
  plugins: [react()],
  // Served by the API server under /admin/ (history mode below it), so every asset URL starts there.
  base: '/admin/',
  build: {
    outDir: 'dist',
    // antd's components shared by the screens make one chunk of about 700 kB (220 kB gzipped), fetched once and
    // cached for good (fingerprinted): fine for a desktop tool used all day, so vite's 500 kB warning is raised.
    chunkSizeWarningLimit: 800,
  },
  server: {
    // Host is passed through unchanged so `<tenant>.localhost` names resolve their tenant on the API.
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  test: {
    name: 'backoffice',
    // The jsdom group of the root vitest.config.ts (vitest refuses a group whose projects differ in workers).
    sequence: { groupOrder: 1 },
    maxWorkers: 2,
    // One jsdom and one module graph per worker, not per file (255 s → 127 s for the project on the 2-core machine):
    // the setup cleans up after each test (renders, storage) and each file (stubbed globals such as fetch), and each
    // render helper makes its own query client. The storefront does the same.
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Pages and antd are lazy chunks: a test that walks through several pages imports each one the first time.
    testTimeout: 30_000,
  },
});
