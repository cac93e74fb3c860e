import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FEEDBACK_IMAGES_MAX } from '@gs/shared/feedback';
import { describeError } from '@gs/web/error-message';
import { HttpError } from '@gs/web/http-error';
import { Button, Progress, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPrivateImage } from '../../../lib/private-image';
import { ACCEPTED_IMAGE_TYPES, findImageFileProblem, MAX_IMAGE_MEGABYTES } from '../../../lib/upload-image';
import styles from './feedback.module.css';
import { PrivateThumb } from './private-thumb';

interface Uploading {
  uid: string;
  name: string;
  percent: number;
}

interface FeedbackImagesFieldProps {
  id?: string;
  /** The private references (`private:<id>`) of the uploaded images, in order. */
  value?: string[];
  onChange?: (refs: string[]) => void;
}

/**
 * Up to six screenshots uploaded to the PRIVATE store (purpose `feedback`) as soon as they are picked, with progress,
 * preview (from the picked file: no download) and remove. An antd form control over a list of private references.
 */
export function FeedbackImagesField({ id, value, onChange }: FeedbackImagesFieldProps) {
  const { t } = useTranslation();
  const refs = value ?? [];
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [localUrls, setLocalUrls] = useState<Record<string, string>>({});
  const latest = useRef(refs);
  latest.current = refs;
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);
  // Object URLs hold the picked files in memory until revoked.
  const shown = useRef(localUrls);
  shown.current = localUrls;
  useEffect(
    () => () => {
      for (const url of Object.values(shown.current)) URL.revokeObjectURL(url);
    },
    [],
  );

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const room = FEEDBACK_IMAGES_MAX - refs.length - uploading.length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, picked) => {
    if (picked.indexOf(file) >= room) {
      setProblem(t('feedback.images.tooMany', { max: FEEDBACK_IMAGES_MAX }));
      return Upload.LIST_IGNORE;
    }
    const issue = findImageFileProblem(file);
    if (issue) {
      setProblem(issue === 'type' ? t('upload.wrongType') : t('upload.tooLarge', { max: MAX_IMAGE_MEGABYTES }));
      return Upload.LIST_IGNORE;
    }
    setProblem(null);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File;
    const uid = (file as { uid?: string }).uid ?? `${Date.now()}-${Math.random()}`;
    const controller = new AbortController();
    controllers.current.set(uid, controller);
    setUploading((current) => [...current, { uid, name: blob.name, percent: 0 }]);
    const done = () => {
      controllers.current.delete(uid);
      setUploading((current) => current.filter((item) => item.uid !== uid));
    };
    uploadPrivateImage(blob, 'feedback', {
      signal: controller.signal,
      onProgress: (percent) =>
        setUploading((current) => current.map((item) => (item.uid === uid ? { ...item, percent } : item))),
    })
      .then((result) => {
        done();
        setLocalUrls((current) => ({ ...current, [result.ref]: URL.createObjectURL(blob) }));
        change([...latest.current, result.ref]);
      })
      .catch((error: unknown) => {
        done();
        if (error instanceof HttpError && error.kind === 'aborted') return;
        setProblem(t('feedback.images.failed', { name: blob.name, reason: describeError(error, t) }));
      });
  };

  return (
    <div>
      <ul className={styles.images} aria-label={t('feedback.images.list')}>
        {refs.map((ref, index) => (
          <li key={ref} className={styles.imageTile}>
            <PrivateThumb
              imageRef={ref}
              localUrl={localUrls[ref]}
              alt={t('feedback.images.item', { index: index + 1 })}
            />
            <Button
              size="small"
              type="text"
              danger
              className={styles.imageRemove}
              icon={<DeleteOutlined />}
              aria-label={t('feedback.images.remove', { index: index + 1 })}
              onClick={() => change(refs.filter((_, at) => at !== index))}
            />
          </li>
        ))}
        {uploading.map((item) => (
          <li
            key={item.uid}
            className={styles.imageTile}
            aria-label={t('feedback.images.uploading', { name: item.name })}
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
                <span>{t('feedback.images.add')}</span>
              </span>
            </Upload>
          </li>
        ) : null}
      </ul>
      <p className={styles.hint}>
        {t('feedback.images.limits', { count: refs.length, max: FEEDBACK_IMAGES_MAX, size: MAX_IMAGE_MEGABYTES })}
      </p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
