import type { MediaStore } from '../../modules/uploads/media-store.ts';
import { listingCoverSvg, listingItemsSvg, listingProfileSvg, listingRosterSvg } from './listing-art.ts';
import { listingArtFacts } from './listing-art-facts.ts';
import type { GeneratedListing, GeneratorGame } from './listing-generator.ts';

// Files written at once: a shop's 1,600 pictures must not open 1,600 files together.
const BATCH = 64;

/** Media keys of a demo listing's pictures: its cover, then the profile, roster and items screenshots. */
export function listingArtKeys(tenantCode: string, number: string) {
  const dir = `tenants/${tenantCode}/listings/${number}`;
  return {
    cover: `${dir}/cover.svg`,
    shots: [`${dir}/profile.svg`, `${dir}/roster.svg`, `${dir}/items.svg`],
  };
}

/**
 * Writes each generated listing's own cover and screenshots (drawn from its values) and answers the listings
 * with their cover and gallery pointing at them.
 */
export async function writeListingArt(
  media: MediaStore,
  tenantCode: string,
  chinese: boolean,
  generated: { game: GeneratorGame; listing: GeneratedListing }[],
): Promise<GeneratedListing[]> {
  const files = generated.flatMap(({ game, listing }) => {
    const facts = listingArtFacts(game, listing, chinese);
    const keys = listingArtKeys(tenantCode, listing.number);
    const [profile, roster, items] = keys.shots as [string, string, string];
    return [
      [keys.cover, listingCoverSvg(facts)],
      [profile, listingProfileSvg(facts)],
      [roster, listingRosterSvg(facts)],
      [items, listingItemsSvg(facts)],
    ] as const;
  });
  const urls = new Map<string, string>();
  for (let start = 0; start < files.length; start += BATCH) {
    const batch = files.slice(start, start + BATCH);
    const written = await Promise.all(batch.map(async ([key, svg]) => [key, await media.put(key, svg)] as const));
    for (const [key, url] of written) urls.set(key, url);
  }
  return generated.map(({ listing }) => {
    const keys = listingArtKeys(tenantCode, listing.number);
    const cover = urls.get(keys.cover) ?? '';
    return { ...listing, cover_url: cover, gallery: [cover, ...keys.shots.map((key) => urls.get(key) ?? '')] };
  });
}
