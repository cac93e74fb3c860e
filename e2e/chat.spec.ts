import { registerSessionByApi, uniquePhone } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';
import { PASSWORD, t } from './selling-helpers';
import { shoot } from './shots';

// Live customer-service chat: a fresh buyer of Lumen's storefront (Chinese) and Lumen's operator in the back office
// (English), in two browser contexts. Every message travels the WebSocket: nobody reloads.

const HOST = 'lumen.localhost';

test('a buyer and an operator chat live, with unread badges on both sides', async ({
  page,
  browser,
  request,
  demoSessions,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const buyer = await registerSessionByApi(request, HOST, phone, PASSWORD);
  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`;

  // The operator keeps the inbox open: it is live before the buyer writes.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await signIn(staffContext, HOST, await demoSessions.of(HOST, 'operator'), 'backoffice', 'en-US');
  const staff = await staffContext.newPage();
  await staff.goto(tenantUrl(HOST, '/admin/chat'));
  await expect(staff.getByRole('heading', { name: 'Customer chat', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(staff.getByText('Live', { exact: true })).toBeVisible();

  // The buyer opens the chat from the header and writes.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, HOST, buyer);
  await page.goto(tenantUrl(HOST, '/'));
  await page.getByRole('button', { name: t('zh-CN', 'chat.entry'), exact: true }).click();
  const panel = page.getByRole('dialog', { name: t('zh-CN', 'chat.title') });
  await expect(panel.getByText(t('zh-CN', 'chat.empty'))).toBeVisible();
  await panel.getByRole('textbox', { name: t('zh-CN', 'chat.placeholder') }).fill('你好，我想咨询一下账号换绑的问题');
  await panel.getByRole('button', { name: new RegExp(`${t('zh-CN', 'chat.send')}$`) }).click();
  await expect(panel.getByTestId('chat-message').filter({ hasText: '你好，我想咨询一下账号换绑的问题' })).toBeVisible();
  await expect(panel.getByText(t('zh-CN', 'chat.unread'))).toBeVisible();

  // Live in the operator's inbox, with its unread badge.
  const item = staff.getByTestId('chat-inbox-item').filter({ hasText: masked });
  await expect(item).toBeVisible();
  await expect(item.getByText('你好，我想咨询一下账号换绑的问题')).toBeVisible();
  await expect(item.getByLabel('1 unread')).toBeVisible();
  await shoot(staff, 'chat-backoffice-inbox-1280', { fullPage: false });
  await item.click();
  await expect(
    staff.getByRole('log', { name: 'Messages' }).getByText('你好，我想咨询一下账号换绑的问题'),
  ).toBeVisible();
  await expect(item.getByLabel('1 unread')).toBeHidden();
  await staff.getByRole('textbox', { name: /Write a reply/ }).fill('您好，请提供订单号，我们马上为您处理。');
  await staff.getByRole('button', { name: /Send$/ }).click();

  // The buyer sees the reply live, and that the operator read the question.
  await expect(panel.getByText('您好，请提供订单号，我们马上为您处理。')).toBeVisible();
  await expect(panel.getByText(t('zh-CN', 'chat.read'), { exact: true })).toBeVisible();
  await shoot(page, 'chat-storefront-panel-1280', { fullPage: false });
  await shoot(staff, 'chat-backoffice-thread-1280', { fullPage: false });

  // With the panel closed the socket is closed too (no ticket per page load); the next reply shows as the header's
  // unread badge on the next page load (or focus, or the minute's poll), from the unread count alone.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await staff.getByRole('textbox', { name: /Write a reply/ }).fill('另外，换绑一般需要 24 小时。');
  await staff.getByRole('button', { name: /Send$/ }).click();
  await expect(staff.getByText('另外，换绑一般需要 24 小时。').first()).toBeVisible();
  const tickets: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat/ticket')) tickets.push(request.url());
  });
  await page.goto(tenantUrl(HOST, '/'));
  await expect(page.getByTestId('chat-unread-badge')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('chat-unread-badge')).toHaveText('1');
  expect(tickets).toEqual([]);
  await shoot(page, 'chat-storefront-badge-1280', { fullPage: false });

  // On a phone the panel is full screen; opening it reads the reply and clears the badge.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(tenantUrl(HOST, '/?chat=general'));
  await expect(page.getByRole('dialog').getByText('另外，换绑一般需要 24 小时。')).toBeVisible();
  await expect(page.getByTestId('chat-unread-badge')).toBeHidden();
  await shoot(page, 'chat-storefront-panel-375', { fullPage: false });

  await staffContext.close();
});
