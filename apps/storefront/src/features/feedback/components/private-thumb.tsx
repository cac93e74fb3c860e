import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '../../../hooks/use-private-image-url';
import styles from './feedback.module.css';

/**
 * One of my private feedback images as a thumbnail with a full-size preview: fetched with my token (it has no public
 * URL), or shown from the picked file right after uploading (`localUrl`).
 */
export function PrivateThumb({ imageRef, localUrl, alt }: { imageRef: string; localUrl?: string; alt: string }) {
  const { t } = useTranslation();
  const fetched = usePrivateImageUrl(localUrl ? undefined : imageRef);
  const url = localUrl ?? fetched.url;
  if (!url) {
    return (
      <span className={styles.thumbPlaceholder} role="img" aria-label={fetched.error ? t('feedback.imageFailed') : alt}>
        <PictureOutlined aria-hidden />
      </span>
    );
  }
  return <Image className={styles.thumb} src={url} alt={alt} width={72} height={72} />;
}
