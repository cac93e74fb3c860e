import { Empty } from 'antd';
import type { ReactNode } from 'react';
import styles from './page-frame.module.css';

/**
 * The honest empty state of a page whose content is not built yet: it says what will be here, never shows
 * invented data. `children` may offer real ways on (links to pages that exist).
 */
export function ComingSoon({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-label={title}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{title}</strong>
            <br />
            {description}
          </>
        }
      >
        {children}
      </Empty>
    </section>
  );
}
