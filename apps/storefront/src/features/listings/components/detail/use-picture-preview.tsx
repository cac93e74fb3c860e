import { lazy, Suspense, useState } from 'react';

const loadPreview = () => import('./picture-preview');
const PicturePreview = lazy(loadPreview);

/**
 * The full-screen preview of `images`, opened from any of them: `zoom(index)` opens it there, `preload` fetches its
 * code ahead of a click (pointer over or focus on a picture). The preview's code (antd's Image) loads on first use
 * and stays mounted afterwards so that closing it animates.
 */
export function usePicturePreview(images: string[]) {
  const [state, setState] = useState<{ open: boolean; current: number } | null>(null);
  const preview =
    state === null ? null : (
      <Suspense fallback={null}>
        <PicturePreview
          images={images}
          open={state.open}
          current={state.current}
          onChange={(current) => setState({ open: true, current })}
          onClose={() => setState((previous) => (previous ? { ...previous, open: false } : previous))}
        />
      </Suspense>
    );
  return {
    zoom: (index: number) => setState({ open: true, current: index }),
    preload: () => {
      void loadPreview();
    },
    preview,
  };
}
