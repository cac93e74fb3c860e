import { type UIEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../../../hooks/use-in-browser';
import styles from './gallery.module.css';
import { usePicturePreview } from './use-picture-preview';
import { ZoomablePicture } from './zoomable-picture';

/**
 * The listing's pictures: one fixed-ratio stage that scrolls sideways with snap points (swiped on phones), the
 * thumbnails below it on desktop, and the full-screen preview over all of them from any picture. `images`
 * must not repeat a picture (each is keyed by its address). The server renders the first picture only: the others
 * (and the thumbnails) come once the app runs, so that the page's first picture has a slow phone's bandwidth to itself
 * until the page has painted (the browser fetches a lazy picture of a sideways scroller at once).
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const pictures = usePicturePreview(images);
  const inBrowser = useInBrowser();

  if (images.length === 0) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.stageEmpty}`}>{t('goodDetail.noPictures')}</div>
      </div>
    );
  }

  const show = (index: number) => {
    setCurrent(index);
    const element = stage.current;
    element?.scrollTo?.({ left: index * element.clientWidth, behavior: 'smooth' });
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = event.currentTarget;
    if (clientWidth > 0) setCurrent(Math.min(images.length - 1, Math.round(scrollLeft / clientWidth)));
  };

  return (
    <section className={styles.gallery} aria-label={t('goodDetail.gallery')}>
      <div className={styles.stageBox}>
        <div ref={stage} className={styles.stage} onScroll={onScroll}>
          {images.map((src, index) => (
            <div key={src} className={styles.slide}>
              <ZoomablePicture
                src={src}
                alt={t('goodDetail.pictureOf', { title, index: index + 1, total: images.length })}
                eager={index === 0}
                deferred={index > 0 && !inBrowser}
                onZoom={() => pictures.zoom(index)}
                onPreload={pictures.preload}
              />
            </div>
          ))}
        </div>
        {images.length > 1 ? (
          <span className={styles.counter} aria-hidden>
            {current + 1} / {images.length}
          </span>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={index === current ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-label={t('goodDetail.showPicture', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
              >
                {inBrowser ? <img src={src} alt="" loading="lazy" decoding="async" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pictures.preview}
    </section>
  );
}
