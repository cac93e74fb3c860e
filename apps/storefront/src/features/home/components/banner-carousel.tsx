import type { DecorationInfo } from '@gs/shared/tenant';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../../hooks/use-in-browser';
import { useBannerTurn } from '../hooks/use-banner-turn';
import { DecorationLink } from './decoration-link';
import styles from './home-sections.module.css';

function PauseIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <rect x="2" y="1.5" width="2.5" height="9" rx="0.5" fill="currentColor" />
      <rect x="7.5" y="1.5" width="2.5" height="9" rx="0.5" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * Area 1: the banner carousel (the WAI-ARIA carousel pattern). The slides sit side by side in a scroll-snap track:
 * the browser slides them, a swipe turns them on a phone, and the page lays them out once, with no script writing
 * styles after it starts. Only the slide in view is in the tab order; the others are inert. The first slide's
 * picture loads eagerly (it is the largest paint); the others are not in the server's markup and come once the app
 * runs (the browser would fetch a lazy picture of a hidden slide at once, sharing a phone's first second with the
 * first). Every banner's link is in the markup for crawlers.
 */
export function BannerCarousel({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const inBrowser = useInBrowser();
  const { active, goTo, playing, togglePlaying, holdHandlers } = useBannerTurn(trackRef, items.length);
  const several = items.length > 1;
  return (
    <section
      className={styles.banner}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      {...(several ? holdHandlers : {})}
    >
      <div ref={trackRef} className={styles.track} aria-live={several && playing ? 'off' : 'polite'}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern is a group; a fieldset groups form controls
          <div
            key={item.id}
            className={styles.slideFrame}
            role="group"
            aria-roledescription={t('home.slide')}
            aria-label={t('home.slideOf', { index: index + 1, count: items.length })}
            inert={index !== active}
          >
            <DecorationLink link={item.link} className={styles.slide} label={item.title || undefined}>
              {index === 0 || inBrowser ? (
                <img
                  className={styles.slideImage}
                  src={item.image}
                  alt={item.title}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
              ) : null}
            </DecorationLink>
          </div>
        ))}
      </div>
      {several ? (
        <div className={styles.bannerControls}>
          <button
            type="button"
            className={styles.bannerPlay}
            onClick={togglePlaying}
            aria-label={playing ? t('home.pauseBanners') : t('home.playBanners')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <ul className={styles.bannerDots} aria-label={t('home.bannerPicker')}>
            {items.map((item, index) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.bannerDot}
                  aria-label={t('home.showSlide', { index: index + 1 })}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
