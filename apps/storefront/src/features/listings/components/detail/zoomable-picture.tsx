import { useTranslation } from 'react-i18next';
import styles from './zoomable-picture.module.css';

/** One of a listing's pictures as a button that opens the full-screen preview (see usePicturePreview). */
export function ZoomablePicture({
  src,
  alt,
  eager = false,
  deferred = false,
  onZoom,
  onPreload,
}: {
  src: string;
  alt: string;
  /** The first picture on the page (its largest paint): loaded at once and first, not when scrolled near. */
  eager?: boolean;
  /** Not yet fetched: the button without its picture (the slide keeps its size). */
  deferred?: boolean;
  onZoom: () => void;
  onPreload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.zoom}
      title={t('goodDetail.zoomPicture')}
      aria-label={alt}
      onClick={onZoom}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      {deferred ? null : (
        <img
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding={eager ? 'auto' : 'async'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      )}
    </button>
  );
}
