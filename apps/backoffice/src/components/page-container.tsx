import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's heading (the page's one h1), its actions on the right, and the screen below. */
export function PageContainer({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16, flexWrap: 'wrap' }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0, flex: 1 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}
