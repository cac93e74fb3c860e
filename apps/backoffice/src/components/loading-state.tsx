import { Skeleton } from 'antd';

/** A skeleton block announced to assistive technology as loading. */
export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}
