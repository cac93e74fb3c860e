import type { DecorationInfo } from '@gs/shared/tenant';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecorationLink } from './decoration-link';
import styles from './home-sections.module.css';

/** Area 1: the banner carousel. The first slide loads eagerly (it is the largest paint); the rest lazily. */
export function BannerCarousel({ items }: { items: DecorationInfo[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} aria-label={t('home.banners')}>
      <Carousel autoplay={items.length > 1} dots={items.length > 1} adaptiveHeight={false}>
        {items.map((item, index) => (
          <div key={item.id}>
            <DecorationLink link={item.link} className={styles.slide} label={item.title || undefined}>
              <img
                className={styles.slideImage}
                src={item.image}
                alt={item.title}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </DecorationLink>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
