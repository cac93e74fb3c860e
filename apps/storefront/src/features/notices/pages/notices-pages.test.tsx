import type { NoticeDetail, NoticeSummary } from '@gs/shared/notices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { currentUrl } from '../../../test/render-routes';
import { pickNewest } from '../api/get-latest-notice';

function summary(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return {
    id: 1,
    title: 'Spring sale',
    noticeType: 'gonggao',
    publishedAt: '2026-03-01T08:00:00.000Z',
    pinned: false,
    summary: 'Discounts on every listing',
    ...overrides,
  };
}

function detail(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return { ...summary(), content: '<p>Read <strong>this</strong> first.</p>', ...overrides };
}

/** The fake API: the frame, the notice lists (`lists` of the query) and the `details` by id (others: 404). */
function answerNotices(
  lists: (query: Record<string, string>) => NoticeSummary[],
  total = 0,
  details: NoticeDetail[] = [],
) {
  return stubApi({
    ...frameAnswers(),
    'GET /api/web/systemNotice': (call: ApiCall) => {
      const rows = lists(Object.fromEntries(call.query));
      const pageNum = Number(call.query.get('pageNum'));
      const pageSize = Number(call.query.get('pageSize'));
      return { rows, total: total || rows.length, pageNum, pageSize };
    },
    ...Object.fromEntries(details.map((notice) => [`GET /api/web/systemNotice/${notice.id}`, notice])),
    'POST /api/web/save/tenantBrowse': null,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notices list (/pages/other/gonggao)', () => {
  it('opens the tab of the query, lists the page and moves between tabs and pages through the URL', async () => {
    const api = answerNotices(
      (query) =>
        query.noticeType === 'rhmm'
          ? [summary({ id: 4, title: 'How to buy', noticeType: 'rhmm', pinned: true })]
          : [summary({ id: 1 }), summary({ id: 2, title: 'New games' })],
      25,
    );
    const { router } = renderApp('/pages/other/gonggao?noticeType=rhmm');
    const link = await screen.findByRole('link', { name: 'How to buy' });
    expect(link.getAttribute('href')).toBe('/pages/other/newsDetail?id=4');
    expect(screen.getByRole('tab', { name: 'Help center', selected: true })).toBeTruthy();
    expect(screen.getByText('Pinned')).toBeTruthy();
    expect(api.callsTo('GET /api/web/systemNotice').map(({ query }) => Object.fromEntries(query))).toContainEqual({
      noticeType: 'rhmm',
      pageNum: '1',
      pageSize: '10',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/gonggao?noticeType=gonggao'));
    expect(await screen.findByRole('link', { name: 'New games' })).toBeTruthy();

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/pages/other/gonggao?noticeType=gonggao&pageNum=2'));
  });

  it('says so when nothing is published', async () => {
    answerNotices(() => []);
    renderApp('/pages/other/gonggao');
    expect(await screen.findByText('Nothing has been published here yet.')).toBeTruthy();
  });
});

describe('notice detail (/pages/other/newsDetail)', () => {
  it('shows the notice with its rich text', async () => {
    answerNotices(() => [], 0, [detail({ id: 9, title: 'Trading rules v2', noticeType: 'jygz' })]);
    renderApp('/pages/other/newsDetail?id=9');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trading rules v2' })).toBeTruthy();
    expect(screen.getByText('this').tagName).toBe('STRONG');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Trading rules' }).getAttribute('href')).toBe(
      '/pages/other/gonggao?noticeType=jygz',
    );
  });

  it('says when the notice does not exist', async () => {
    answerNotices(() => []);
    renderApp('/pages/other/newsDetail?id=404');
    expect(await screen.findByText('This notice does not exist or has been withdrawn.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all notices' }).getAttribute('href')).toBe('/pages/other/gonggao');
  });
});

describe('single-text pages', () => {
  it('introduction: the newest notice of type jieshao, even behind an older pinned one', async () => {
    answerNotices(
      (query) =>
        query.noticeType === 'jieshao'
          ? [
              summary({ id: 3, noticeType: 'jieshao', pinned: true, publishedAt: '2025-01-01T00:00:00.000Z' }),
              summary({ id: 5, noticeType: 'jieshao', publishedAt: '2026-02-01T00:00:00.000Z' }),
            ]
          : [],
      0,
      [detail({ id: 5, noticeType: 'jieshao', title: 'About Demo Shop' })],
    );
    renderApp('/pages/other/jieshao');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform introduction' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'About Demo Shop' })).toBeTruthy();
  });

  it('privacy agreement: the newest yszc notice, with no title bar', async () => {
    answerNotices((query) => (query.noticeType === 'yszc' ? [summary({ id: 8, noticeType: 'yszc' })] : []), 0, [
      detail({ id: 8, noticeType: 'yszc', title: 'Privacy agreement of Demo Shop' }),
    ]);
    renderApp('/pages/login/yinsixyNoTitle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy agreement of Demo Shop' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('says when the tenant has not published it', async () => {
    answerNotices(() => []);
    renderApp('/pages/other/jieshao');
    expect(await screen.findByText('This store has not published its introduction yet.')).toBeTruthy();
  });

  it('pickNewest compares publication times, then ids', () => {
    expect(pickNewest([])).toBeUndefined();
    const rows = [
      summary({ id: 1, publishedAt: '2026-01-01T00:00:00.000Z' }),
      summary({ id: 2, publishedAt: '2026-03-01T00:00:00.000Z' }),
      summary({ id: 3, publishedAt: '2026-03-01T00:00:00.000Z' }),
    ];
    expect(pickNewest(rows)?.id).toBe(3);
  });
});
