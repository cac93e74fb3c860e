import type { AttributeKind, GameType, RegionKind } from '@gs/shared/games';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface GamesTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  /** Search aliases (pinyin, abbreviations), space separated. */
  keyword: Defaulted<string>;
  icon_url: Defaulted<string>;
  game_type: GameType;
  initial: string;
  hot: Defaulted<boolean>;
  sort: Defaulted<number>;
  state: Defaulted<'active' | 'hidden'>;
  created_at: Generated<Date>;
}

/** Listings on sale per (tenant, game, kind), kept by triggers on listings. */
export interface GameListingCountsTable {
  tenant_id: number;
  game_id: number;
  kind: string;
  on_sale: number;
}

export interface GameAttributesTable {
  tenant_id: number;
  id: Generated<number>;
  game_id: number;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  kind: AttributeKind;
  required: Defaulted<boolean>;
  searchable: Defaulted<boolean>;
  on_recycle_form: Defaulted<boolean>;
  sort: Defaulted<number>;
  unit: Defaulted<string>;
  /** The unit in English; empty: the storefront shows `unit` in English too. */
  unit_en: Defaulted<string>;
  /** Which of the listing's num_1…num_4 columns holds this number attribute. */
  number_slot: 1 | 2 | 3 | 4 | null;
  min_value: number | null;
  max_value: number | null;
  levels: Defaulted<string[]>;
  /** The levels' English names by position ('' or missing: that level's name in `levels`). */
  levels_en: Defaulted<string[]>;
  /** Disabled attributes leave the forms, filters and selling validation; listings keep showing their values. */
  enabled: Defaulted<boolean>;
}

export interface GameAttributeChoicesTable {
  tenant_id: number;
  id: Generated<number>;
  attribute_id: number;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  sort: Defaulted<number>;
  /** Disabled choices leave the forms, filters and selling validation; listings keep showing them. */
  enabled: Defaulted<boolean>;
}

export interface RegionsTable {
  tenant_id: number;
  id: Generated<number>;
  game_id: number;
  parent_id: number | null;
  level: number;
  kind: RegionKind;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  key: Defaulted<string>;
  sort: Defaulted<number>;
  /** Disabled nodes (and what is under them) leave the pickers and filters; listings keep showing them. */
  enabled: Defaulted<boolean>;
}

export interface HeroesTable {
  tenant_id: number;
  id: Generated<number>;
  game_id: number;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
}

export interface SkinsTable {
  tenant_id: number;
  id: Generated<number>;
  hero_id: number;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  quality: Defaulted<string>;
  choice_id: number | null;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
}

export interface LabelTypesTable {
  tenant_id: number;
  id: Generated<number>;
  name: string;
  /** The English name; empty: the storefront shows `name` in English too. */
  name_en: Defaulted<string>;
  color: Defaulted<string>;
  description: Defaulted<string>;
  sort: Defaulted<number>;
  /** Disabled label types leave the list of label types; listings keep their badges. */
  enabled: Defaulted<boolean>;
}

export interface DictDataTable {
  tenant_id: number;
  id: Generated<number>;
  dict_type: string;
  label: string;
  value: string;
  sort: Defaulted<number>;
  is_default: Defaulted<boolean>;
  state: Defaulted<'active' | 'disabled'>;
}

/** Customer-service QQ groups; `game_id` null: shown for every game. */
export interface QqGroupsTable {
  tenant_id: number;
  id: Generated<number>;
  game_id: number | null;
  name: string;
  /** The group number (digits). */
  number: string;
  join_url: Defaulted<string>;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
}

export type GameRow = Selectable<GamesTable>;
export type GameAttributeRow = Selectable<GameAttributesTable>;
export type GameAttributeChoiceRow = Selectable<GameAttributeChoicesTable>;
export type RegionRow = Selectable<RegionsTable>;
export type NewGameRow = Insertable<GamesTable>;
