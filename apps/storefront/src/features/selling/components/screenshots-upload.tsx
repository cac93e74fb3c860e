import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageListUpload } from '../../../hooks/use-image-list-upload';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES, uploadImage } from '../../../lib/upload-image';
import styles from './selling.module.css';

interface ScreenshotsUploadProps {
  id?: string;
  /** The uploaded screenshots' URLs, in the order buyers see them. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  max: number;
}

/**
 * Many screenshots, each uploaded as soon as it is picked (several at once), with progress per file; the
 * uploaded ones can be previewed, moved earlier or later, and removed. An antd form control over a URL list.
 */
export function ScreenshotsUpload({ id, value, onChange, max }: ScreenshotsUploadProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  const {
    items: urls,
    uploading,
    problem,
    room,
    change,
    beforeUpload,
    customRequest,
  } = useImageListUpload({
    value,
    onChange,
    max,
    upload: async (file, options) => (await uploadImage(file, options)).url,
    tooManyMessage: t('consignment.screenshots.tooMany', { max }),
    failedMessage: (name, reason) => t('consignment.screenshots.failed', { name, reason }),
  });

  const move = (index: number, by: -1 | 1) => {
    const next = [...urls];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    change(next);
  };

  return (
    <div className={styles.screenshots}>
      <ul className={styles.shotList} aria-label={t('consignment.screenshots.list')}>
        {urls.map((url, index) => (
          <li key={url} className={styles.shot}>
            <button
              type="button"
              className={styles.shotImage}
              aria-label={t('consignment.screenshots.preview', { index: index + 1 })}
              onClick={() => setPreview(index)}
            >
              <img src={url} alt="" loading="lazy" />
            </button>
            <div className={styles.shotActions}>
              <Button
                size="small"
                type="text"
                icon={<ArrowLeftOutlined />}
                disabled={index === 0}
                aria-label={t('consignment.screenshots.moveEarlier', { index: index + 1 })}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('consignment.screenshots.remove', { index: index + 1 })}
                onClick={() => change(urls.filter((_, at) => at !== index))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowRightOutlined />}
                disabled={index === urls.length - 1}
                aria-label={t('consignment.screenshots.moveLater', { index: index + 1 })}
                onClick={() => move(index, 1)}
              />
            </div>
          </li>
        ))}
        {uploading.map((item) => (
          <li
            key={item.uid}
            className={styles.shot}
            aria-label={t('consignment.screenshots.uploading', { name: item.name })}
          >
            <div className={styles.shotProgress}>
              <Progress type="circle" size={56} percent={item.percent} />
            </div>
          </li>
        ))}
        {room > 0 ? (
          <li className={styles.shot}>
            <Upload
              id={id}
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              multiple
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
            >
              <span className={styles.shotAdd}>
                <PlusOutlined aria-hidden />
                <span>{t('consignment.screenshots.add')}</span>
              </span>
            </Upload>
          </li>
        ) : null}
      </ul>
      <p className={styles.hint}>
        {t('consignment.screenshots.limits', { count: urls.length, max, size: MAX_IMAGE_MEGABYTES })}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {preview !== null && urls[preview] ? (
        <Image
          src={urls[preview]}
          alt={t('consignment.screenshots.preview', { index: preview + 1 })}
          styles={{ root: { display: 'none' } }}
          preview={{ open: true, onOpenChange: (open) => (open ? undefined : setPreview(null)) }}
        />
      ) : null}
    </div>
  );
}
