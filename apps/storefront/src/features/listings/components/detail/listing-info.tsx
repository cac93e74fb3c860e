import type { ListingAttributeValue, ListingDetail } from '@gs/shared/listings';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../../../hooks/use-in-browser';
import styles from './tabs.module.css';
import { usePicturePreview } from './use-picture-preview';
import { ZoomablePicture } from './zoomable-picture';

function AttributeValue({ attribute }: { attribute: ListingAttributeValue }) {
  // Several chosen items (skins, heroes) read better as chips than as one long sentence.
  if (attribute.items.length > 1) {
    return (
      <ul className={styles.chips}>
        {attribute.items.map((item) => (
          <li key={item.id} className={styles.chip}>
            {item.level ? `${item.name}（${item.level}）` : item.name}
          </li>
        ))}
      </ul>
    );
  }
  return <>{attribute.text || '—'}</>;
}

/** The "details" tab: the attribute table, the seller's description and the screenshots at full width. */
export function ListingInfo({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const screenshots = [...new Set(listing.gallery)];
  const pictures = usePicturePreview(screenshots);
  // The gallery's pictures again, further down: fetched once the app runs, not with the page (see Gallery).
  const inBrowser = useInBrowser();
  return (
    <div className={styles.info}>
      <section aria-labelledby="listing-attributes">
        <h3 id="listing-attributes" className={styles.sectionTitle}>
          {t('goodDetail.attributes')}
        </h3>
        {listing.attributes.length > 0 ? (
          <table className={styles.attributes}>
            <tbody>
              {listing.attributes.map((attribute) => (
                <tr key={attribute.id}>
                  <th scope="row">{attribute.name}</th>
                  <td>
                    <AttributeValue attribute={attribute} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{t('goodDetail.noAttributes')}</p>
        )}
      </section>
      <section aria-labelledby="listing-description">
        <h3 id="listing-description" className={styles.sectionTitle}>
          {t('goodDetail.description')}
        </h3>
        <p className={styles.description}>{listing.description || t('goodDetail.noDescription')}</p>
      </section>
      <section aria-labelledby="listing-screenshots">
        <h3 id="listing-screenshots" className={styles.sectionTitle}>
          {t('goodDetail.screenshots')}
        </h3>
        {screenshots.length > 0 ? (
          <div className={styles.screenshots}>
            {screenshots.map((src, index) => (
              <div key={src} className={styles.screenshot}>
                <ZoomablePicture
                  src={src}
                  alt={t('goodDetail.pictureOf', { title: listing.title, index: index + 1, total: screenshots.length })}
                  deferred={!inBrowser}
                  onZoom={() => pictures.zoom(index)}
                  onPreload={pictures.preload}
                />
              </div>
            ))}
            {pictures.preview}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('goodDetail.noPictures')} />
        )}
      </section>
    </div>
  );
}
