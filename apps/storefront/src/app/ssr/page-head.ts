import type { GameTemplate } from '@gs/shared/games';
import type { ListingDetail } from '@gs/shared/listings';
import type { NoticeDetail } from '@gs/shared/notices';
import type { TenantInfo } from '@gs/shared/tenant';
import { formatPrice } from '@gs/web/format-money';
import type { QueryClient } from '@tanstack/react-query';
import { listingKeys } from '../../features/listings/api/listing-keys';
import { noticeKeys } from '../../features/notices/api/notice-keys';
import { gameKeys } from '../../lib/game-keys';
import { i18n } from '../../lib/i18n';
import { accountOrderPath, paths } from '../../lib/paths';
import { findRouteTitle } from '../route-meta';

/** The head of a server-rendered page: title, description, canonical address, Open Graph and structured data. */
export interface PageHead {
  title: string;
  /** The tags after the title. */
  html: string;
  /** The page's subject does not exist (a listing or notice id that answers 404): the answer's status is 404. */
  notFound: boolean;
}

interface HeadInput {
  url: URL;
  matches: readonly { route: { handle?: unknown }; pathname: string }[];
  queryClient: QueryClient;
  tenant: TenantInfo;
}

interface Crumb {
  name: string;
  path: string;
}

interface Head {
  title: string;
  description: string;
  /** Path and query of the canonical address (filters and paging left out). */
  canonical: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  crumbs?: Crumb[];
  structured?: object[];
  notFound?: boolean;
}

const DESCRIPTION_MAX = 160;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text of rich notice or listing text, on one line and cut at a word or character near `max`. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const absolute = (url: URL, pathOrUrl: string) => new URL(pathOrUrl, url.origin).toString();
const jsonLd = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

function idParam(url: URL): number | null {
  const value = Number(url.searchParams.get('id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function breadcrumbList(url: URL, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(url, crumb.path),
    })),
  };
}

function productData(url: URL, listing: ListingDetail, canonical: string): object {
  const images = [...new Set([listing.cover, ...listing.gallery].filter(Boolean))].map((image) => absolute(url, image));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    sku: listing.number,
    category: listing.gameName,
    description: plainText(listing.description || listing.title, 500),
    image: images,
    offers: {
      '@type': 'Offer',
      url: absolute(url, canonical),
      // The shown price (markup included) in yuan; amounts are CNY fen everywhere.
      price: `${Math.trunc(listing.price / 100)}.${String(listing.price % 100).padStart(2, '0')}`,
      priceCurrency: 'CNY',
      availability: listing.state === 'on_sale' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

function listingHead(input: HeadInput, shop: string, home: Crumb): Head {
  const { url, queryClient } = input;
  const t = i18n.t.bind(i18n);
  const id = idParam(url);
  const listing = id === null ? undefined : queryClient.getQueryData<ListingDetail>(listingKeys.listing(id));
  if (!listing || id === null) {
    return { title: `${t('route.goodDetail')} - ${shop}`, description: '', canonical: url.pathname, notFound: true };
  }
  const canonical = `${paths.goodDetail}?id=${id}`;
  const crumbs = [
    home,
    { name: listing.gameName, path: `${paths.goodList}?gameId=${listing.gameId}` },
    { name: listing.title, path: canonical },
  ];
  const sold = listing.state !== 'on_sale';
  const summary = t('seo.listingDescription', {
    game: listing.gameName,
    region: listing.regionNames.join(' / '),
    price: formatPrice(listing.price, i18n.language, input.tenant.amountLabel),
    shop,
  });
  return {
    title: `${sold ? `${t('seo.soldPrefix')} ` : ''}${listing.title} - ${shop}`,
    description: plainText(listing.description ? `${summary} ${listing.description}` : summary),
    canonical,
    image: listing.cover || undefined,
    type: 'product',
    crumbs,
    structured: [productData(url, listing, canonical), breadcrumbList(url, crumbs)],
  };
}

function gameListHead(input: HeadInput, shop: string, home: Crumb): Head {
  const { url, queryClient } = input;
  const t = i18n.t.bind(i18n);
  const gameId = Number(url.searchParams.get('gameId'));
  const template = Number.isInteger(gameId)
    ? queryClient.getQueryData<GameTemplate>(gameKeys.template(gameId))
    : undefined;
  if (!template) {
    return { title: `${t('route.goodList')} - ${shop}`, description: '', canonical: paths.goodList };
  }
  const game = template.game.name;
  const canonical = `${paths.goodList}?gameId=${gameId}`;
  const crumbs = [home, { name: t('menu.buy'), path: accountOrderPath('buy') }, { name: game, path: canonical }];
  return {
    title: `${t('seo.gameListTitle', { game })} - ${shop}`,
    description: t('seo.gameListDescription', { game, shop }),
    canonical,
    image: template.game.icon || undefined,
    crumbs,
    structured: [breadcrumbList(url, crumbs)],
  };
}

function noticeHead(notice: NoticeDetail | null | undefined, canonical: string, shop: string, fallback: string): Head {
  if (!notice) return { title: `${fallback} - ${shop}`, description: '', canonical, notFound: notice === undefined };
  return {
    title: `${notice.title} - ${shop}`,
    description: plainText(notice.content) || notice.title,
    canonical,
    type: 'article',
  };
}

function headOf(input: HeadInput): Head {
  const { url, queryClient, tenant } = input;
  const t = i18n.t.bind(i18n);
  const shop = tenant.tenantName;
  const home: Crumb = { name: t('route.home'), path: paths.home };
  const routeTitle = findRouteTitle(input.matches.map((match) => ({ handle: match.route.handle })) as never);
  const titled = (path: string, description: string): Head => ({
    title: routeTitle ? `${t(routeTitle)} - ${shop}` : shop,
    description,
    canonical: path,
  });
  switch (url.pathname) {
    case paths.home:
      return {
        title: shop,
        description: t('seo.homeDescription', { shop }),
        canonical: paths.home,
        image: tenant.avatar || undefined,
      };
    case paths.accountOrder:
      return titled(
        accountOrderPath(url.searchParams.get('pageType') === 'sale' ? 'sale' : 'buy'),
        t('seo.marketDescription', { shop }),
      );
    case paths.goodList:
      return gameListHead(input, shop, home);
    case paths.goodDetail:
      return listingHead(input, shop, home);
    case paths.noticeDetail: {
      const id = idParam(url);
      const notice = id === null ? undefined : queryClient.getQueryData<NoticeDetail>(noticeKeys.detail(id));
      return noticeHead(notice, `${paths.noticeDetail}?id=${id ?? ''}`, shop, t('route.noticeDetail'));
    }
    case paths.introduction:
      return noticeHead(
        queryClient.getQueryData<NoticeDetail | null>(noticeKeys.latest('jieshao')) ?? null,
        paths.introduction,
        shop,
        t('route.introduction'),
      );
    case paths.privacyAgreement:
      return noticeHead(
        queryClient.getQueryData<NoticeDetail | null>(noticeKeys.latest('yszc')) ?? null,
        paths.privacyAgreement,
        shop,
        t('route.privacyAgreement'),
      );
    default: {
      const noticeType = url.searchParams.get('noticeType');
      const path = noticeType ? `${url.pathname}?noticeType=${encodeURIComponent(noticeType)}` : url.pathname;
      return titled(path, t('seo.noticesDescription', { shop }));
    }
  }
}

/** The head tags of a server-rendered page, from the data its render read (the request's query cache). */
export function pageHead(input: HeadInput): PageHead {
  const head = headOf(input);
  const canonical = absolute(input.url, head.canonical);
  const description = head.description || input.tenant.tenantName;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(input.tenant.tenantName)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${i18n.language.replace('-', '_')}" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(absolute(input.url, head.image))}" />`);
  if (head.notFound) tags.push('<meta name="robots" content="noindex" />');
  for (const data of head.structured ?? []) tags.push(jsonLd(data));
  return { title: head.title, html: tags.join(''), notFound: head.notFound === true };
}

/** The head of a page rendered in the browser (login, signed-in pages): the shop's description, so none lacks one. */
export function shellHead(tenant: TenantInfo): string {
  const description = i18n.t('seo.homeDescription', { shop: tenant.tenantName });
  return `<meta name="description" content="${escapeHtml(description)}" />`;
}
