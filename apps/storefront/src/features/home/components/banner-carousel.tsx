import type { DecorationInfo } from '@gs/shared/tenant';
import { Carousel } from 'antd';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '../../../hooks/use-in-browser';
import { DecorationLink } from './decoration-link';
import styles from './home-sections.module.css';

/**
 * The carousel (react-slick) hides the slides out of view, and its copies of the first and last, with aria-hidden,
 * but their links stay in the tab order: a keyboard user tabbed through links that screen readers do not announce.
 * Each hidden slide is made inert for as long as it is hidden (the carousel flips aria-hidden as it turns).
 */
function useInertHiddenSlides(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * Area 1: the banner carousel. The first slide loads eagerly (it is the largest paint); the others are not in the
 * server's markup and come once the app runs (the browser fetches a lazy picture of a carousel at once, sharing a
 * phone's first second with the first).
 */
export function BannerCarousel({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useInertHiddenSlides(ref);
  const inBrowser = useInBrowser();
  return (
    <section ref={ref} className={styles.banner} aria-label={t('home.banners')}>
      <Carousel autoplay={items.length > 1} dots={items.length > 1} adaptiveHeight={false}>
        {items.map((item, index) => (
          <div key={item.id}>
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
      </Carousel>
    </section>
  );
}
