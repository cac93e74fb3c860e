import { useTranslation } from 'react-i18next';
import styles from './zoomable-picture.module.css';

/** One of a listing's pictures as a button that opens the full-screen preview (see usePicturePreview). */
export function ZoomablePicture({
  src,
  alt,
  eager = false,
  onZoom,
  onPreload,
}: {
  src: string;
  alt: string;
  /** The first picture on the page (its largest paint): loaded at once and first, not when scrolled near. */
  eager?: boolean;
  onZoom: () => void;
  onPreload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.zoom}
      title={t('goodDetail.zoomPicture')}
      onClick={onZoom}
      onPointerEnter={onPreload}
      onFocus={onPreload}
    >
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'auto' : 'async'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
    </button>
  );
}
