import type { AttributeKind, GameType } from '@gs/shared/games';

/** A demo attribute; `flags` letters: R required, S searchable (a list filter), C on the recycle form. */
export interface AttributeSpec {
  name: string;
  kind: AttributeKind;
  required: boolean;
  searchable: boolean;
  onRecycleForm: boolean;
  unit: string;
  /** Short word a number takes in listing titles ("英雄", "skins"). */
  short: string;
  range: [number, number] | null;
  choices: string[];
  levels: string[];
  /** The skins of the game's heroes are this attribute's choices (getSkinByHero links them). */
  skinChoices: boolean;
}

export interface RegionSpec {
  name: string;
  key?: string;
  children?: RegionSpec[];
}

export interface HeroSpec {
  name: string;
  /** [skin name, quality] */
  skins: [string, string][];
}

export interface GameSpec {
  /** Media key part (letters and digits). */
  slug: string;
  name: string;
  keyword: string;
  type: GameType;
  initial: string;
  hot: boolean;
  glyph: string;
  color: string;
  /** Typical prices in whole yuan. */
  price: [number, number];
  regions: RegionSpec[];
  attributes: AttributeSpec[];
  heroes: HeroSpec[];
  /** Gallery captions of the generated screenshots. */
  shots: string[];
  /** Phrases for the generated descriptions. */
  blurbs: string[];
}

function flagsOf(flags: string) {
  return { required: flags.includes('R'), searchable: flags.includes('S'), onRecycleForm: flags.includes('C') };
}

const base = { unit: '', short: '', range: null, choices: [], levels: [], skinChoices: false };

export const single = (name: string, choices: string[], flags = ''): AttributeSpec => ({
  ...base,
  name,
  kind: 'single',
  ...flagsOf(flags),
  choices,
});

export const multiple = (name: string, choices: string[], flags = ''): AttributeSpec => ({
  ...base,
  name,
  kind: 'multiple',
  ...flagsOf(flags),
  choices,
});

/** A multiple choice whose choices are the skins of the game's heroes. */
export const skinsOf = (name: string, flags = ''): AttributeSpec => ({
  ...base,
  name,
  kind: 'multiple',
  ...flagsOf(flags),
  skinChoices: true,
});

export const level = (name: string, choices: string[], levels: string[], flags = ''): AttributeSpec => ({
  ...base,
  name,
  kind: 'level',
  ...flagsOf(flags),
  choices,
  levels,
});

export const number = (
  name: string,
  range: [number, number],
  unit: string,
  short: string,
  flags = '',
): AttributeSpec => ({ ...base, name, kind: 'number', ...flagsOf(flags), range, unit, short });

export const date = (name: string, flags = ''): AttributeSpec => ({ ...base, name, kind: 'date', ...flagsOf(flags) });

export const text = (name: string, flags = ''): AttributeSpec => ({ ...base, name, kind: 'text', ...flagsOf(flags) });

/** system → operator → region → server, the same operators and regions under each system. */
export function mobileTree(
  systems: [string, string][],
  operators: [string, string][],
  regions: string[],
  servers: (region: number) => string[],
): RegionSpec[] {
  return systems.map(([name, key]) => ({
    name,
    key,
    children: operators.map(([operator, operatorKey]) => ({
      name: operator,
      key: operatorKey,
      children: regions.map((region, index) => ({
        name: region,
        children: servers(index).map((server) => ({ name: server })),
      })),
    })),
  }));
}

/** region → server. */
export function pcTree(regions: [string, string[]][]): RegionSpec[] {
  return regions.map(([name, servers]) => ({ name, children: servers.map((server) => ({ name: server })) }));
}

/** Labels, dictionaries and the words a tenant's listings are written with, in its language. */
export interface CatalogueLocaleSpec {
  labels: { name: string; color: string; description: string }[];
  kindLabels: Record<'self_operated' | 'consignment' | 'special_offer', string>;
  stateLabels: Record<'on_sale' | 'sold' | 'unavailable', string>;
  orderStatusLabels: Record<string, string>;
  guaranteeLabels: Record<string, string>;
  /** Joins title parts. */
  separator: string;
  remark: string;
  games: GameSpec[];
  /** The English name of a name of a Chinese demo's catalogue (empty for an English demo: see Bilingual.english). */
  english(name: string): string;
}
