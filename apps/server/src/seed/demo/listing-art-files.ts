import type { MediaStore } from '../../modules/uploads/media-store.ts';
import { listingCoverSvg, listingItemsSvg, listingProfileSvg, listingRosterSvg } from './listing-art.ts';
import { listingArtFacts } from './listing-art-facts.ts';
import type { GeneratedListing, GeneratorGame } from './listing-generator.ts';
import { putPicture } from './pictures.ts';

/**
 * Listings of a shop drawn their own pictures: the newest on sale, the top of the market in its default order.
 * Rendering a picture takes ~30 ms of CPU, so all 1,600 of a shop would add about a minute and a half to every start
 * on two cores; the others keep their game's shared covers and screenshots, as the bulk seed's listings do.
 */
export const LISTINGS_WITH_OWN_ART = 4;

/** Media keys of a demo listing's pictures: its cover, then the profile, roster and items screenshots. */
export function listingArtKeys(tenantCode: string, number: string) {
  const dir = `tenants/${tenantCode}/listings/${number}`;
  return {
    cover: `${dir}/cover.webp`,
    shots: [`${dir}/profile.webp`, `${dir}/roster.webp`, `${dir}/items.webp`],
  };
}

/** The newest listings on sale, at most LISTINGS_WITH_OWN_ART. */
function newestOnSale(listings: GeneratedListing[]): Set<GeneratedListing> {
  const onSale = listings.filter((listing) => listing.status === 'on_sale' && listing.listed_at !== null);
  onSale.sort((a, b) => (b.listed_at?.getTime() ?? 0) - (a.listed_at?.getTime() ?? 0));
  return new Set(onSale.slice(0, LISTINGS_WITH_OWN_ART));
}

/**
 * Writes the newest listings' own cover and screenshots (drawn from their values) and answers the listings, those
 * with their cover and gallery pointing at them.
 */
export async function writeListingArt(
  media: MediaStore,
  tenantCode: string,
  chinese: boolean,
  generated: { game: GeneratorGame; listing: GeneratedListing }[],
): Promise<GeneratedListing[]> {
  const drawn = newestOnSale(generated.map(({ listing }) => listing));
  return Promise.all(
    generated.map(async ({ game, listing }) => {
      if (!drawn.has(listing)) return listing;
      const facts = listingArtFacts(game, listing, chinese);
      const keys = listingArtKeys(tenantCode, listing.number);
      const [profile, roster, items] = keys.shots as [string, string, string];
      const [cover, ...shots] = await Promise.all([
        putPicture(media, keys.cover, listingCoverSvg(facts)),
        putPicture(media, profile, listingProfileSvg(facts)),
        putPicture(media, roster, listingRosterSvg(facts)),
        putPicture(media, items, listingItemsSvg(facts)),
      ]);
      return { ...listing, cover_url: cover, gallery: [cover, ...shots] };
    }),
  );
}
