import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartOption } from './echart';

const EChart = lazy(() => import('./echart'));

/**
 * A chart drawn on canvas, loaded on first show, with its figures in words for screen readers (`summary`): the canvas
 * itself is hidden from them.
 */
export function LazyChart({
  option,
  summary,
  height = 280,
}: {
  option: ChartOption;
  summary: string;
  height?: number;
}) {
  return (
    <figure style={{ margin: 0 }} aria-label={summary}>
      <div aria-hidden>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
          <EChart option={option} style={{ height, width: '100%' }} />
        </Suspense>
      </div>
      <figcaption style={visuallyHidden}>{summary}</figcaption>
    </figure>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
