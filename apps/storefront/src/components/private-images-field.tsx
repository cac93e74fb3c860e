import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { PrivateUploadPurpose } from '@gs/shared/identity';
import { Button, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageListUpload } from '../hooks/use-image-list-upload';
import { uploadPrivateImage } from '../lib/private-image';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES } from '../lib/upload-image';
import styles from './private-images.module.css';
import { PrivateThumb } from './private-thumb';

interface PrivateImagesFieldProps {
  purpose: PrivateUploadPurpose;
  max: number;
  /** Who can see the images, after the limits. */
  note: string;
  id?: string;
  /** The private references (`private:<id>`) of the uploaded images, in order. */
  value?: string[];
  onChange?: (refs: string[]) => void;
}

/**
 * Up to `max` screenshots uploaded to the PRIVATE store (for `purpose`) as soon as they are picked, with progress,
 * preview (from the picked file: no download) and remove. An antd form control over a list of private references.
 */
export function PrivateImagesField({ purpose, max, note, id, value, onChange }: PrivateImagesFieldProps) {
  const { t } = useTranslation();
  const [localUrls, setLocalUrls] = useState<Record<string, string>>({});
  // Object URLs hold the picked files in memory until revoked.
  const shown = useRef(localUrls);
  shown.current = localUrls;
  useEffect(
    () => () => {
      for (const url of Object.values(shown.current)) URL.revokeObjectURL(url);
    },
    [],
  );
  const {
    items: refs,
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
    upload: async (file, options) => {
      const { ref } = await uploadPrivateImage(file, purpose, options);
      // Previewed from the picked file: no download of what was just sent.
      setLocalUrls((current) => ({ ...current, [ref]: URL.createObjectURL(file) }));
      return ref;
    },
    tooManyMessage: t('upload.images.tooMany', { max }),
    failedMessage: (name, reason) => t('upload.images.failed', { name, reason }),
  });

  return (
    <div>
      <ul className={styles.images} aria-label={t('upload.images.list')}>
        {refs.map((ref, index) => (
          <li key={ref} className={styles.imageTile}>
            <PrivateThumb
              imageRef={ref}
              localUrl={localUrls[ref]}
              alt={t('upload.images.item', { index: index + 1 })}
            />
            <Button
              size="small"
              type="text"
              danger
              className={styles.imageRemove}
              icon={<DeleteOutlined />}
              aria-label={t('upload.images.remove', { index: index + 1 })}
              onClick={() => change(refs.filter((_, at) => at !== index))}
            />
          </li>
        ))}
        {uploading.map((item) => (
          <li
            key={item.uid}
            className={styles.imageTile}
            aria-label={t('upload.images.uploading', { name: item.name })}
          >
            <Progress type="circle" size={56} percent={item.percent} />
          </li>
        ))}
        {room > 0 ? (
          <li className={styles.imageTile}>
            <Upload
              id={id}
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              multiple
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
            >
              <span className={styles.imageAdd}>
                <PlusOutlined aria-hidden />
                <span>{t('upload.images.add')}</span>
              </span>
            </Upload>
          </li>
        ) : null}
      </ul>
      <p className={styles.hint}>
        {t('upload.images.limits', { count: refs.length, max, size: MAX_IMAGE_MEGABYTES, note })}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
