import { defineConfig } from 'vitest/config';

// TEST_GATE=1 runs only the fixtures that fail on purpose (scripts/check-test-gate.ts proves a red test is red);
// they are never part of the normal run.
const gate = process.env.TEST_GATE === '1';

/**
 * The node projects (shared, server) run first, three files at a time, without a fresh module graph per file: each
 * server file builds its own app on its own cloned database, and nothing in them mocks a module, so the app's modules
 * are imported once per worker instead of once per file (server project 356 s → 189 s on the 2-core machine).
 */
const NODE_GROUP = { sequence: { groupOrder: 0 }, maxWorkers: 3, isolate: false };
/** The jsdom projects (web here; storefront and back office in their vite.config.ts) run after them, two at a time. */
const JSDOM_GROUP = { sequence: { groupOrder: 1 }, maxWorkers: 2 };

export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one worker on the 2-core CI machine. Two groups run one
    // after the other: first the node projects with three workers (the server files mostly wait on PostgreSQL, another
    // process), then the jsdom projects with two (CPU-bound renders: one core each).
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          ...NODE_GROUP,
          include: gate ? ['test-gate/*.gate.ts'] : ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          ...NODE_GROUP,
          include: gate ? ['test/gate/*.gate.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(gate
        ? []
        : [
            {
              test: {
                name: 'web',
                root: './packages/web',
                ...JSDOM_GROUP,
                include: ['src/**/*.test.ts'],
                environment: 'jsdom',
              },
            },
            './apps/storefront/vite.config.ts',
            './apps/backoffice/vite.config.ts',
          ]),
    ],
  },
});
