import type { ListingDetail as Listing } from '@gs/shared/listings';
import { type ReactNode, useRef, useState } from 'react';
import styles from './detail.module.css';
import { UnavailableBanner } from './detail-states';
import { Gallery } from './gallery';
import { MobileBuyBar } from './mobile-buy-bar';
import { SimilarListings } from './similar-listings';
import { Summary } from './summary';
import { type DetailTabKey, DetailTabs, type RenderNotice } from './tabs';

/** What app/ puts in the summary as the favourite toggle. */
export type RenderFavourite = (listing: Listing) => ReactNode;

/**
 * A loaded listing: gallery beside the summary, the tabs, the similar listings. One that can no longer be bought
 * carries a banner and shows the similar listings right under it instead of below the tabs.
 */
export function ListingDetail({
  listing,
  renderNotice,
  renderFavourite,
}: {
  listing: Listing;
  renderNotice: RenderNotice;
  renderFavourite: RenderFavourite;
}) {
  const [tab, setTab] = useState<DetailTabKey>('details');
  const tabs = useRef<HTMLDivElement>(null);
  const onSale = listing.state === 'on_sale';
  const images = [...new Set(listing.gallery.length > 0 ? listing.gallery : [listing.cover])].filter(Boolean);
  const similar = (
    <SimilarListings listingId={listing.id} gameId={listing.gameId} gameName={listing.gameName} prominent={!onSale} />
  );

  const contactService = () => {
    setTab('groups');
    tabs.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className={styles.detail}>
      {listing.state === 'on_sale' ? null : <UnavailableBanner state={listing.state} />}
      <div className={styles.top}>
        <Gallery images={images} title={listing.title} />
        <Summary listing={listing} onContact={contactService} favourite={renderFavourite(listing)} />
      </div>
      {onSale ? null : similar}
      <div ref={tabs} className={styles.tabsAnchor}>
        <DetailTabs listing={listing} activeKey={tab} onChange={setTab} renderNotice={renderNotice} />
      </div>
      {onSale ? similar : null}
      {onSale ? <MobileBuyBar listingId={listing.id} price={listing.price} /> : null}
    </div>
  );
}
