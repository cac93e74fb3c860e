// Runs only through e2e/gate/playwright.gate.config.ts (scripts/check-test-gate.ts): the journeys' own fixture
// (e2e/fixtures.ts) on two pages served by the test itself. The accessible one passes although it skips a heading
// level (moderate: listed, not failing); the one with white text on antd's blue (4.1:1) must fail the test.
import { expect, test } from '../fixtures';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>gate</title></head><body><main>${body}</main></body></html>`;

test.beforeEach(async ({ page: tab }) => {
  await tab.route('http://gate.localhost/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: new URL(route.request().url()).pathname.startsWith('/red')
        ? page('<h1>red</h1><p style="color:#fff;background:#1677ff">white on #1677ff</p>')
        : page('<h1>green</h1><h3>a skipped level</h3><p>plain text</p>'),
    }),
  );
});

test('passes an accessible page (a moderate finding is only listed)', async ({ page: tab }) => {
  await tab.goto('http://gate.localhost/green');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('green');
});

test('fails on purpose: text below 4.5:1', async ({ page: tab }) => {
  await tab.goto('http://gate.localhost/red');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('red');
});
