import { Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A titled block of the claim drawer. */
export function ClaimSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A list without bullets, one bordered line per item (antd's List is deprecated). */
export const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
export const plainItem: CSSProperties = { padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' };
