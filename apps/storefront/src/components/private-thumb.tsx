import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PrivateImageLoader, usePrivateImageUrl } from '../hooks/use-private-image-url';
import styles from './private-images.module.css';

interface PrivateThumbProps {
  /** `private:<id>`, or what `load` takes. */
  imageRef: string;
  /** Shows the picked file right after uploading instead of downloading it. */
  localUrl?: string;
  alt: string;
  /** How to fetch the bytes (default: the user's own private upload). */
  load?: PrivateImageLoader;
}

/**
 * A private image (feedback screenshots, claim evidence) as a thumbnail with a full-size preview: fetched with my
 * token (it has no public URL), or shown from the picked file right after uploading (`localUrl`).
 */
export function PrivateThumb({ imageRef, localUrl, alt, load }: PrivateThumbProps) {
  const { t } = useTranslation();
  const fetched = usePrivateImageUrl(localUrl ? undefined : imageRef, load);
  const url = localUrl ?? fetched.url;
  if (!url) {
    return (
      <span
        className={styles.thumbPlaceholder}
        role="img"
        aria-label={fetched.error ? t('upload.images.loadFailed') : alt}
      >
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <Image className={styles.thumb} src={url} alt={alt} width={72} height={72} />;
}
