import type { MyBidQuotes, MyBidRequest, MyBidRequestPage, SellerBidQuote } from '@gs/shared/bidding';
import type { GameTemplate } from '@gs/shared/games';
import { buildTemplate } from './consignment-fixtures';

/** The consignment fixtures' template with Skins, Created on and Note left off the recycle form. */
export function buildBiddingTemplate(): GameTemplate {
  const template = buildTemplate();
  const offRecycle = new Set([12, 15, 16]);
  return {
    ...template,
    attributes: template.attributes.map((attribute) => ({
      ...attribute,
      onRecycleForm: !offRecycle.has(attribute.id),
    })),
  };
}

export function buildMyBidRequest(overrides: Partial<MyBidRequest> = {}): MyBidRequest {
  return {
    id: 5,
    number: 'BR26030100000005',
    gameId: 3,
    gameName: 'Honor of Kings',
    coverUrl: '/uploads/u/1.webp',
    status: 'quoting',
    expectedPriceFen: 80_000,
    deadlineAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
    quoteCount: 2,
    highestQuoteFen: 128_000,
    acceptedFen: null,
    canAccept: true,
    canCancel: true,
    createdAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildSellerQuote(overrides: Partial<SellerBidQuote> = {}): SellerBidQuote {
  return {
    id: 21,
    amountFen: 128_000,
    status: 'active',
    recycler: '张**',
    note: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A request quoting with two quotes, highest first (and one replaced by its recycler's higher one). */
export function buildMyBidQuotes(
  request: Partial<MyBidRequest> = {},
  quotes: SellerBidQuote[] = [
    buildSellerQuote(),
    buildSellerQuote({ id: 22, amountFen: 99_000, recycler: 'L**' }),
    buildSellerQuote({ id: 20, amountFen: 90_000, status: 'superseded', recycler: '张**' }),
  ],
  extra: Partial<Pick<MyBidQuotes['request'], 'deposit' | 'order'>> = {},
): MyBidQuotes {
  return {
    request: {
      ...buildMyBidRequest(request),
      regionPath: [
        { id: 1, name: 'Android' },
        { id: 2, name: 'QQ' },
        { id: 3, name: 'Region 1' },
        { id: 4, name: 'Server 9' },
      ],
      attributes: [
        { id: 11, name: 'Rank', kind: 'single', text: 'Diamond', items: [{ id: 102, name: 'Diamond', level: null }] },
        { id: 14, name: 'Hero count', kind: 'number', text: '120 heroes', items: [] },
      ],
      screenshots: ['/uploads/u/1.webp', '/uploads/u/2.webp'],
      order: null,
      deposit: { offered: true, amount: 12_000, status: 'none', payable: true },
      ...extra,
    },
    quotes,
  };
}

export function myBidRequestPageOf(rows: MyBidRequest[], total = rows.length, pageNum = 1): MyBidRequestPage {
  return { rows, total, pageNum, pageSize: 10 };
}
