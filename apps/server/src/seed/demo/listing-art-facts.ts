import type { GeneratedListing, GeneratorGame } from './listing-generator.ts';

/** What a demo listing's pictures show, read from the listing's own values (see listing-art.ts). */
export interface ListingArtFacts {
  /** The listing number: background hue and pattern follow it. */
  number: string;
  gameName: string;
  glyph: string;
  color: string;
  chinese: boolean;
  /** The rank-like choice (the game's last single choice with many steps), `step` of `steps`. */
  tier: { label: string; name: string; step: number; steps: number } | null;
  /** Other rank-like choices (VIP level, world level). */
  extraTiers: { label: string; name: string }[];
  /** Number attributes in template order; `count` unless it is a level (unit 级, AR or none). */
  figures: { label: string; value: number; max: number; count: boolean }[];
  /** Short choices (real-name state, account type) and the registration date, as profile rows. */
  details: { label: string; value: string }[];
  /** The first multiple choice (skins, bundles): its name and the listing's picks of it. */
  items: { label: string; names: string[] };
  /** The roster view's names: the listing's levelled picks (with their level), then the game's other heroes. */
  roster: { name: string; level: string }[];
  /** Where the account plays, root first. */
  region: string[];
}

// Units of number attributes that measure a level rather than count things owned.
const LEVEL_UNITS = new Set(['级', 'AR', '']);

/** The facts of a generated listing of the game, for its cover and screenshots. */
export function listingArtFacts(game: GeneratorGame, listing: GeneratedListing, chinese: boolean): ListingArtFacts {
  const ranked: { label: string; name: string; step: number; steps: number }[] = [];
  const levelled: string[] = [];
  const facts: ListingArtFacts = {
    number: listing.number,
    gameName: game.spec.name,
    glyph: game.spec.glyph,
    color: game.spec.color,
    chinese,
    tier: null,
    extraTiers: [],
    figures: [],
    details: [],
    items: { label: '', names: [] },
    roster: [],
    region: [],
  };
  for (const attribute of game.attributes) {
    const { spec, choices } = attribute;
    const value = listing.attrs[String(attribute.id)];
    // The items view keeps the first collection's name even when the listing picked none of it.
    if (spec.kind === 'multiple' && facts.items.label === '') facts.items.label = spec.name;
    if (value === undefined) continue;
    const nameOf = (id: unknown) => choices.find((choice) => choice.id === id)?.name ?? '';
    switch (spec.kind) {
      case 'single': {
        const step = choices.findIndex((choice) => choice.id === value);
        if (step < 0) break;
        if (choices.length >= 5) ranked.push({ label: spec.name, name: nameOf(value), step, steps: choices.length });
        else facts.details.push({ label: spec.name, value: nameOf(value) });
        break;
      }
      case 'number':
        if (typeof value !== 'number') break;
        facts.figures.push({
          label: spec.name,
          value,
          max: spec.range?.[1] ?? value,
          count: !LEVEL_UNITS.has(spec.unit),
        });
        break;
      case 'multiple':
        if (Array.isArray(value) && value.length > 0 && facts.items.label === spec.name) {
          facts.items.names = value.map(nameOf).filter(Boolean);
        }
        break;
      case 'level':
        levelled.push(...choices.map((choice) => choice.name));
        if (!Array.isArray(value)) break;
        for (const pair of value) {
          if (!Array.isArray(pair)) continue;
          const [id, level] = pair as [number, number];
          facts.roster.push({ name: nameOf(id), level: spec.levels[level] ?? '' });
        }
        break;
      case 'date':
        if (typeof value === 'string') facts.details.push({ label: spec.name, value });
        break;
      case 'text':
        break;
    }
  }
  facts.tier = ranked.at(-1) ?? null;
  facts.extraTiers = ranked.slice(0, -1).map(({ label, name }) => ({ label, name }));
  const picked = new Set(facts.roster.map((entry) => entry.name));
  for (const name of [...game.spec.heroes.map((hero) => hero.name), ...levelled]) {
    if (picked.has(name)) continue;
    picked.add(name);
    facts.roster.push({ name, level: '' });
  }
  const serverId = listing.server_id ?? listing.region_id;
  facts.region = game.paths.find((path) => path.ids.at(-1) === serverId)?.names ?? [];
  return facts;
}
