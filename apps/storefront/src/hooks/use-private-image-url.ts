import { HttpError } from '@gs/web/http-error';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getPrivateImage } from '../lib/private-image';

type Preview = { ref: string; url: string } | { ref: string; error: unknown };

/** Fetches the bytes of the image `ref` names. */
export type PrivateImageLoader = (ref: string, signal: AbortSignal) => Promise<Blob>;

/**
 * An object URL showing a private image (`private:<id>`, or what `load` takes), fetched with the user's token;
 * revoked when the reference changes or the component goes. `remember` shows a just-uploaded file at once instead
 * of downloading it again.
 */
export function usePrivateImageUrl(ref: string | undefined, load: PrivateImageLoader = getPrivateImage) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const shown = useRef<string | undefined>(undefined);
  // The loader of the latest render: a new function each render must not fetch the same image again.
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (!ref || shown.current === ref) return;
    const controller = new AbortController();
    loader
      .current(ref, controller.signal)
      .then((blob) => {
        shown.current = ref;
        setPreview({ ref, url: URL.createObjectURL(blob) });
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError && error.kind === 'aborted') return;
        setPreview({ ref, error });
      });
    return () => controller.abort();
  }, [ref]);

  // Each object URL holds the image in memory until revoked.
  useEffect(() => {
    const url = preview && 'url' in preview ? preview.url : undefined;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [preview]);

  const remember = useCallback((uploadedRef: string, file: Blob) => {
    shown.current = uploadedRef;
    setPreview({ ref: uploadedRef, url: URL.createObjectURL(file) });
  }, []);

  const current = preview?.ref === ref ? preview : null;
  return {
    url: current && 'url' in current ? current.url : undefined,
    error: current && 'error' in current ? current.error : undefined,
    remember,
  };
}
