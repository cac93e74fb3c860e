import type { ListingKind, ListingStatus } from '@gs/shared/listings';
import type { ListingAttrs } from '../../db/tables/listings.table.ts';
import { levelAttributeSearchIds } from '../../modules/listings/listing-search-ids.ts';
import type { AttributeSpec, GameSpec } from './catalogue-spec.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An attribute of a stored template, with its database ids. */
export interface GeneratorAttribute {
  id: number;
  spec: AttributeSpec;
  numberSlot: 1 | 2 | 3 | 4 | null;
  choices: { id: number; name: string }[];
}

/** A path from a region root down to a leaf, ids by column. */
export interface GeneratorRegionPath {
  system: number | null;
  operator: number | null;
  region: number | null;
  server: number | null;
  /** Ids from the root down. */
  ids: number[];
  names: string[];
}

/** A stored game with everything the generator needs. */
export interface GeneratorGame {
  id: number;
  spec: GameSpec;
  attributes: GeneratorAttribute[];
  paths: GeneratorRegionPath[];
  covers: string[];
  shots: string[];
}

export interface GeneratorTenant {
  labelIds: number[];
  sellerIds: number[];
  separator: string;
  remark: string;
  chinese: boolean;
}

/** A listing row as the seed writes it (the columns of listings, minus generated ones). */
export interface GeneratedListing {
  number: string;
  game_id: number;
  seller_user_id: number | null;
  kind: ListingKind;
  status: ListingStatus;
  title: string;
  description: string;
  cover_url: string;
  gallery: string[];
  price_fen: number;
  cost_fen: number | null;
  system_id: number | null;
  operator_id: number | null;
  region_id: number | null;
  server_id: number | null;
  attrs: ListingAttrs;
  search_ids: number[];
  num_1: number | null;
  num_2: number | null;
  num_3: number | null;
  num_4: number | null;
  label_ids: number[];
  internal_remark: string;
  views: number;
  listed_at: Date | null;
  sold_at: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function pick<T>(random: () => number, items: T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** A few distinct items, in their original order. */
function subset<T>(random: () => number, items: T[], count: number): T[] {
  if (count >= items.length) return [...items];
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const REGISTERED_FROM = Date.UTC(2016, 0, 1);
const REGISTERED_TO = Date.UTC(2025, 5, 30);

function priceYuan(random: () => number, spec: GameSpec, quality: number, kind: ListingKind): number {
  const [low, high] = spec.price;
  let yuan = low + (high - low) * quality ** 2.2 * (0.8 + random() * 0.4);
  if (kind === 'special_offer') yuan *= 0.85;
  yuan = Math.max(low * 0.6, yuan);
  // Shop prices: ¥88, ¥368, ¥1288 rather than ¥367.42.
  if (yuan >= 100) return Math.floor(yuan / 10) * 10 + 8;
  return Math.max(1, Math.round(yuan));
}

export interface GenerateOptions {
  number: string;
  status: ListingStatus;
  now: number;
  /** When it went on sale (bulk loads list in arrival order); by default within the last 60 days. */
  listedAt?: number;
}

/**
 * One realistic listing of the game: a hidden "quality" drives rank-like choices, numbers and the price together
 * (a V10 account with 120 heroes costs more); the title and description are written from the values.
 */
export function generateListing(
  random: () => number,
  game: GeneratorGame,
  tenant: GeneratorTenant,
  options: GenerateOptions,
): GeneratedListing {
  const quality = clamp01(random() ** 1.4);
  const noise = () => (random() - 0.5) * 0.3;
  const attrs: ListingAttrs = {};
  const searchIds: number[] = [];
  const numbers: (number | null)[] = [null, null, null, null];
  const titleParts: string[] = [];
  const highlights: string[] = [];
  const path = pick(random, game.paths);

  for (const attribute of game.attributes) {
    const { spec, choices } = attribute;
    const key = String(attribute.id);
    switch (spec.kind) {
      case 'single': {
        if (choices.length === 0) break;
        // Ranks and levels (many choices) follow the quality; short lists (real-name state) do not.
        const index =
          choices.length >= 5
            ? Math.round(clamp01(quality + noise()) * (choices.length - 1))
            : Math.floor(random() * choices.length);
        const choice = choices[index] as { id: number; name: string };
        attrs[key] = choice.id;
        searchIds.push(choice.id);
        if (choices.length >= 5 && titleParts.length < 2) titleParts.push(choice.name);
        break;
      }
      case 'multiple': {
        if (choices.length === 0) break;
        const count = Math.floor(clamp01(quality + noise()) * Math.min(choices.length, 5) + random());
        const chosen = subset(random, choices, count);
        if (chosen.length === 0) break;
        attrs[key] = chosen.map((choice) => choice.id);
        searchIds.push(...chosen.map((choice) => choice.id));
        highlights.push(...chosen.slice(0, 2).map((choice) => choice.name));
        break;
      }
      case 'level': {
        if (choices.length === 0) break;
        const chosen = subset(random, choices, 1 + Math.floor(random() * 3));
        const levels = spec.levels.length;
        const pairs = chosen.map((choice) => [choice.id, Math.round(clamp01(quality + noise()) * (levels - 1))]) as [
          number,
          number,
        ][];
        attrs[key] = pairs;
        searchIds.push(...levelAttributeSearchIds(pairs));
        break;
      }
      case 'number': {
        const [min, max] = spec.range ?? [0, 100];
        const value = Math.round(min + clamp01(quality + noise()) * (max - min));
        attrs[key] = value;
        if (attribute.numberSlot) numbers[attribute.numberSlot - 1] = value;
        if (titleParts.length < 4) titleParts.push(tenant.chinese ? `${value}${spec.short}` : `${value} ${spec.short}`);
        break;
      }
      case 'date':
        attrs[key] = isoDate(REGISTERED_FROM + random() * (REGISTERED_TO - REGISTERED_FROM));
        break;
      case 'text':
        attrs[key] = subset(random, game.spec.blurbs, 2).join(tenant.chinese ? '，' : '. ');
        break;
    }
  }
  for (const id of path.ids) searchIds.push(-id);

  const kindRoll = random();
  let kind: ListingKind = kindRoll < 0.5 ? 'self_operated' : kindRoll < 0.85 ? 'consignment' : 'special_offer';
  const hasSeller =
    tenant.sellerIds.length > 0 && (kind === 'consignment' || (kind === 'special_offer' && random() < 0.5));
  const seller = hasSeller ? pick(random, tenant.sellerIds) : null;
  if (kind === 'consignment' && seller === null) kind = 'self_operated'; // a consignment always has its seller
  const yuan = priceYuan(random, game.spec, quality, kind);
  const where = tenant.chinese ? path.names.slice(0, 2).join('') : path.names.slice(0, 2).join(' ');
  const title = [where, ...titleParts, ...highlights.slice(0, 2)].join(tenant.separator).slice(0, 120);
  const blurbs = subset(random, game.spec.blurbs, 3);
  const description = tenant.chinese
    ? `${title}。${blurbs.join('，')}。支持平台担保交易，客服协助换绑。`
    : `${title}. ${blurbs.join('. ')}. Escrow payment; support helps with rebinding.`;
  const coverIndex = Math.floor(random() * game.covers.length);
  const sold = options.status === 'sold' || options.status === 'retrieved';
  const neverListed =
    options.status === 'draft' || options.status === 'pending_review' || options.status === 'rejected';
  // Sold ones sold within the last three days (the recent-deals feed), after a few days on sale.
  let soldAt = sold ? options.now - random() * 3 * DAY_MS : null;
  let listedAt = neverListed
    ? null
    : soldAt !== null
      ? soldAt - (0.1 + random() * 20) * DAY_MS
      : options.now - random() * 60 * DAY_MS;
  if (options.listedAt !== undefined && !neverListed) {
    listedAt = options.listedAt;
    soldAt = sold ? Math.min(options.now, listedAt + (0.1 + random() * 3) * DAY_MS) : null;
  }
  const labels = tenant.labelIds.filter(() => random() < 0.25);

  return {
    number: options.number,
    game_id: game.id,
    seller_user_id: seller,
    kind,
    status: options.status,
    title,
    description,
    cover_url: game.covers[coverIndex] ?? '',
    gallery: [game.covers[coverIndex] ?? '', ...subset(random, game.shots, 3)].filter(Boolean),
    price_fen: yuan * 100,
    cost_fen: kind === 'self_operated' ? Math.round(yuan * 100 * (0.7 + random() * 0.15)) : null,
    system_id: path.system,
    operator_id: path.operator,
    region_id: path.region,
    server_id: path.server,
    attrs,
    search_ids: [...new Set(searchIds)],
    num_1: numbers[0] ?? null,
    num_2: numbers[1] ?? null,
    num_3: numbers[2] ?? null,
    num_4: numbers[3] ?? null,
    label_ids: labels,
    internal_remark: tenant.remark,
    views: Math.floor(random() ** 3 * 2000),
    listed_at: listedAt === null ? null : new Date(listedAt),
    sold_at: soldAt === null ? null : new Date(soldAt),
  };
}
