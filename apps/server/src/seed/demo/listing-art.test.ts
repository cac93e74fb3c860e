import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catalogueSpecFor } from './catalogue-loader.ts';
import type { GameSpec } from './catalogue-spec.ts';
import {
  LISTING_ART_HEIGHT,
  LISTING_ART_WIDTH,
  listingCoverSvg,
  listingItemsSvg,
  listingProfileSvg,
  listingRosterSvg,
} from './listing-art.ts';
import { listingArtFacts } from './listing-art-facts.ts';
import { createRandom, type GeneratedListing, type GeneratorGame, generateListing } from './listing-generator.ts';

/** A game of the demo catalogue as the generator sees it, with made-up ids. */
function generatorGame(spec: GameSpec): GeneratorGame {
  let slot = 0;
  return {
    id: 1,
    spec,
    attributes: spec.attributes.map((attribute, i) => ({
      id: i + 1,
      spec: attribute,
      numberSlot: attribute.kind === 'number' ? (++slot as 1 | 2 | 3 | 4) : null,
      choices: (attribute.skinChoices
        ? spec.heroes.flatMap((hero) => hero.skins.map(([skin]) => `${hero.name}·${skin}`))
        : attribute.choices
      ).map((name, j) => ({ id: (i + 1) * 1000 + j, name })),
    })),
    paths: [{ system: null, operator: null, region: 11, server: 12, ids: [11, 12], names: ['一区', '二服'] }],
    covers: [],
    shots: [],
  };
}

const tenant = { labelIds: [], sellerIds: [], separator: ' ', remark: '', chinese: true };

function listingOf(game: GeneratorGame, seed: number): GeneratedListing {
  return generateListing(createRandom(seed), game, tenant, { number: `A${seed}`, status: 'on_sale', now: Date.now() });
}

const pictures = (game: GeneratorGame, listing: GeneratedListing) => {
  const facts = listingArtFacts(game, listing, true);
  return [listingCoverSvg(facts), listingProfileSvg(facts), listingRosterSvg(facts), listingItemsSvg(facts)];
};

/** The choice name or number a listing holds for the attribute of that name. */
function attributeValue(game: GeneratorGame, listing: GeneratedListing, name: string): string {
  const attribute = game.attributes.find((candidate) => candidate.spec.name === name);
  const value = listing.attrs[String(attribute?.id)];
  return typeof value === 'number' && attribute?.spec.kind === 'number'
    ? String(value)
    : (attribute?.choices.find((choice) => choice.id === value)?.name ?? '');
}

const honorOfKings = generatorGame(
  catalogueSpecFor('zh-CN').games.find((game) => game.name === '王者荣耀') as GameSpec,
);

describe('a demo listing’s own pictures', () => {
  it('draws two listings of one game differently, each with its own rank, hero and skin counts', () => {
    const [low, high] = [listingOf(honorOfKings, 3), listingOf(honorOfKings, 8)];
    const figures = (listing: GeneratedListing) =>
      ['段位', '英雄数量', '皮肤数量'].map((name) => attributeValue(honorOfKings, listing, name));
    expect(figures(low)).not.toEqual(figures(high));
    for (const listing of [low, high]) {
      const [cover, profile, roster] = pictures(honorOfKings, listing);
      const [rank, heroes, skins] = figures(listing);
      expect(cover).toContain(`>${rank}</text>`);
      expect(cover).toContain(`>${heroes}</text>`);
      expect(cover).toContain(`>${skins}</text>`);
      expect(cover).toContain('>王者荣耀</text>');
      expect(profile).toContain(`>${heroes}<tspan`);
      expect(roster).toContain(`英雄数量 ${heroes} / 125`);
    }
    expect(pictures(honorOfKings, low)[0]).not.toBe(pictures(honorOfKings, high)[0]);
  });

  it('gives neighbouring listing numbers of the same values another background hue and pattern', () => {
    const listing = listingOf(honorOfKings, 5);
    const backgroundOf = (number: string) => {
      const cover = listingCoverSvg(listingArtFacts(honorOfKings, { ...listing, number }, true));
      return [cover.match(/stop-color="(#[0-9a-f]{6})"/)?.[1], cover.match(/<pattern[^>]*>.*?<\/pattern>/)?.[0]];
    };
    const [first, second] = [backgroundOf('A00000041'), backgroundOf('A00000042')];
    expect(first[0]).not.toBe(second[0]);
    expect(first[1]).not.toBe(second[1]);
  });

  it('escapes names with < and & so every picture stays well-formed SVG, 4:3 and a few KB', async () => {
    const spec = catalogueSpecFor('zh-CN').games[0] as GameSpec;
    const hostile = generatorGame({
      ...spec,
      name: 'A<B & "C" </text><script>',
      glyph: '<',
      attributes: spec.attributes.map((attribute) => ({
        ...attribute,
        name: `${attribute.name} <&>`,
        choices: attribute.choices.map((choice) => `${choice} & <b>`),
        levels: attribute.levels.map((level) => `<${level}>`),
      })),
      heroes: spec.heroes.map((hero) => ({ ...hero, name: `${hero.name}<i>` })),
    });
    hostile.paths = [{ ...(hostile.paths[0] as GeneratorGame['paths'][number]), names: ['<区>', 'S&1'] }];
    for (const seed of [1, 2, 3, 4]) {
      for (const svg of pictures(hostile, listingOf(hostile, seed))) {
        expect(svg).not.toContain('<script');
        expect(svg).not.toContain('<b>');
        expect(svg).toContain('A&lt;B &amp;');
        // librsvg parses the whole document: an unescaped < or & would make it refuse the picture.
        const png = sharp(Buffer.from(svg));
        const { width, height } = await png.metadata();
        expect([width, height]).toEqual([LISTING_ART_WIDTH, LISTING_ART_HEIGHT]);
        expect(width / height).toBeCloseTo(4 / 3);
        await expect(png.png().toBuffer()).resolves.toBeInstanceOf(Buffer);
        expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
      }
    }
  });
});
