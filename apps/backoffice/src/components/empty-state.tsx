import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** Nothing to show, saying why and what to do next (`action`, usually a button or link). */
export function EmptyState({ description, action }: { description: string; action?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {action}
    </Empty>
  );
}
