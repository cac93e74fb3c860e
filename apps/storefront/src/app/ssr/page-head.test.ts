import type { ListingDetail } from '@gs/shared/listings';
import type { NoticeDetail } from '@gs/shared/notices';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listingKeys } from '../../features/listings/api/listing-keys';
import { noticeKeys } from '../../features/notices/api/notice-keys';
import { gameKeys } from '../../lib/game-keys';
import { buildTenant } from '../../test/tenant-fixture';
import { routes } from '../router';
import { pageHead, plainText } from './page-head';

const tenant = buildTenant({ tenantName: 'Nova "Accounts" <Shop>' });

function listing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 7,
    number: 'A00000007',
    title: 'V8 account <with> 120 skins',
    cover: '/uploads/cover-7.svg',
    gameId: 3,
    gameName: 'Honor of Kings',
    regionNames: ['iOS', 'QQ'],
    price: 433_850,
    kind: 'self_operated',
    badges: [],
    views: 3,
    listedAt: '2026-03-01T08:00:00.000Z',
    description: '<p>Bound phone can be changed.</p>',
    gallery: ['/uploads/cover-7.svg', 'https://cdn.example/shot.png'],
    gameType: 'mobile',
    regionPath: [],
    attributes: [],
    state: 'on_sale',
    isCollect: false,
    ...overrides,
  };
}

function headFor(address: string, fill: (queryClient: QueryClient) => void = () => {}) {
  const url = new URL(address);
  const queryClient = new QueryClient();
  fill(queryClient);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  return pageHead({ url, matches, queryClient, tenant });
}

const structured = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );

describe('pageHead', () => {
  it('describes a listing on sale: Product with its Offer in CNY, breadcrumbs, canonical and Open Graph', () => {
    const head = headFor('https://nova.example/pages/detail/index?id=7&from=home', (queryClient) =>
      queryClient.setQueryData(listingKeys.listing(7), listing()),
    );
    expect(head.notFound).toBe(false);
    expect(head.title).toBe('V8 account <with> 120 skins - Nova "Accounts" <Shop>');
    expect(head.html).toContain('<link rel="canonical" href="https://nova.example/pages/detail/index?id=7" />');
    expect(head.html).toContain('<meta property="og:image" content="https://nova.example/uploads/cover-7.svg" />');
    // Text goes into attributes escaped, and no value can close the JSON-LD element.
    expect(head.html).toContain(
      'content="V8 account &#60;with&#62; 120 skins - Nova &#34;Accounts&#34; &#60;Shop&#62;"',
    );
    expect(head.html).not.toMatch(/<with>/);
    const [product, crumbs] = structured(head.html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'V8 account <with> 120 skins',
      sku: 'A00000007',
      image: ['https://nova.example/uploads/cover-7.svg', 'https://cdn.example/shot.png'],
      offers: { price: '4338.50', priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://nova.example/',
      'https://nova.example/pages/goodList?gameId=3',
      'https://nova.example/pages/detail/index?id=7',
    ]);
  });

  it('says when a listing is sold, and answers not found for one that does not exist', () => {
    const sold = headFor('https://nova.example/pages/detail/index?id=7', (queryClient) =>
      queryClient.setQueryData(listingKeys.listing(7), listing({ state: 'sold' })),
    );
    expect(structured(sold.html)[0].offers.availability).toBe('https://schema.org/SoldOut');
    expect(sold.title).toMatch(/^\[Sold\] /);

    const missing = headFor('https://nova.example/pages/detail/index?id=8');
    expect(missing.notFound).toBe(true);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives a game’s list its canonical address without the view’s filters', () => {
    const head = headFor('https://nova.example/pages/goodList?gameId=3&sort=price_asc&pageNum=2', (queryClient) =>
      queryClient.setQueryData(gameKeys.template(3), {
        game: {
          id: 3,
          name: 'Honor of Kings',
          keyword: '',
          icon: '/g.png',
          type: 'mobile',
          initial: 'H',
          hot: true,
          listingCount: 4,
        },
        attributes: [],
      }),
    );
    expect(head.title).toBe('Honor of Kings accounts for sale - Nova "Accounts" <Shop>');
    expect(head.html).toContain('href="https://nova.example/pages/goodList?gameId=3" />');
    expect(structured(head.html)[0]['@type']).toBe('BreadcrumbList');
  });

  it('describes a notice from its text, and every page has a description', () => {
    const notice: NoticeDetail = {
      id: 4,
      title: 'Holiday hours',
      noticeType: 'gonggao',
      pinned: false,
      publishedAt: '2026-01-01T00:00:00.000Z',
      summary: 'Open',
      content: '<h2>Open</h2><p>We answer&nbsp;from 9 to 18 &amp; on weekends.</p>',
    };
    const head = headFor('https://nova.example/pages/other/newsDetail?id=4', (queryClient) =>
      queryClient.setQueryData(noticeKeys.detail(4), notice),
    );
    expect(head.html).toContain('<meta name="description" content="Open We answer from 9 to 18 &#38; on weekends." />');
    expect(head.html).toContain('<meta property="og:type" content="article" />');
    for (const address of ['https://nova.example/', 'https://nova.example/pages/other/gonggao?noticeType=zbhz']) {
      expect(headFor(address).html, address).toMatch(/<meta name="description" content="[^"]+" \/>/);
    }
  });
});

describe('plainText', () => {
  it('drops markup and scripts and cuts long text', () => {
    expect(plainText('<script>alert(1)</script><b>Hi</b>  there')).toBe('Hi there');
    expect(plainText('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
