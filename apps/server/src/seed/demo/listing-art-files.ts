import type { MediaStore } from '../../modules/uploads/media-store.ts';
import { listingCoverSvg, listingItemsSvg, listingProfileSvg, listingRosterSvg } from './listing-art.ts';
import { listingArtFacts } from './listing-art-facts.ts';
import type { GeneratedListing, GeneratorGame } from './listing-generator.ts';
import { putPicture } from './pictures.ts';

/**
 * Listings of a shop whose own pictures are stored as WebP, like a merchant's uploads: the newest on sale, the top of
 * the home page and of the market in its default order. Rendering a picture takes ~30 ms of CPU, so rendering all
 * 1,600 of a shop would add about a minute and a half to every start on two cores; the others keep their own pictures
 * as the SVG they are drawn in (written, not rendered), so every listing of the grid still looks its own (issue #23).
 */
export const LISTINGS_WITH_OWN_ART = 4;

/** Media keys of a demo listing's pictures (of type `type`): its cover, then the profile, roster and items screenshots. */
export function listingArtKeys(tenantCode: string, number: string, type: 'webp' | 'svg' = 'webp') {
  const dir = `tenants/${tenantCode}/listings/${number}`;
  return {
    cover: `${dir}/cover.${type}`,
    shots: [`${dir}/profile.${type}`, `${dir}/roster.${type}`, `${dir}/items.${type}`],
  };
}

// SVG files written at once: a shop's 1,600 pictures must not open 1,600 files together.
const SVG_BATCH = 64;

/** The newest listings on sale, at most LISTINGS_WITH_OWN_ART. */
function newestOnSale(listings: GeneratedListing[]): Set<GeneratedListing> {
  const onSale = listings.filter((listing) => listing.status === 'on_sale' && listing.listed_at !== null);
  onSale.sort((a, b) => (b.listed_at?.getTime() ?? 0) - (a.listed_at?.getTime() ?? 0));
  return new Set(onSale.slice(0, LISTINGS_WITH_OWN_ART));
}

/**
 * Writes each generated listing's own cover and screenshots (drawn from its values) — the newest rendered as WebP,
 * the others as SVG — and answers the listings, their cover and gallery pointing at them.
 */
export async function writeListingArt(
  media: MediaStore,
  tenantCode: string,
  chinese: boolean,
  generated: { game: GeneratorGame; listing: GeneratedListing }[],
): Promise<GeneratedListing[]> {
  const rendered = newestOnSale(generated.map(({ listing }) => listing));
  const pictures = generated.map(({ game, listing }) => {
    const facts = listingArtFacts(game, listing, chinese);
    const keys = listingArtKeys(tenantCode, listing.number, rendered.has(listing) ? 'webp' : 'svg');
    const [profile, roster, items] = keys.shots as [string, string, string];
    return {
      listing,
      files: [
        [keys.cover, listingCoverSvg(facts)],
        [profile, listingProfileSvg(facts)],
        [roster, listingRosterSvg(facts)],
        [items, listingItemsSvg(facts)],
      ] as const,
    };
  });
  const urls = new Map<string, string>();
  const put = async ([key, svg]: readonly [string, string]) =>
    urls.set(key, key.endsWith('.webp') ? await putPicture(media, key, svg) : await media.put(key, svg));
  const files = pictures.flatMap((picture) => picture.files);
  for (let start = 0; start < files.length; start += SVG_BATCH) {
    await Promise.all(files.slice(start, start + SVG_BATCH).map(put));
  }
  return pictures.map(({ listing, files: [cover, ...shots] }) => {
    const coverUrl = urls.get(cover[0]) ?? '';
    return { ...listing, cover_url: coverUrl, gallery: [coverUrl, ...shots.map(([key]) => urls.get(key) ?? '')] };
  });
}
