import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { HttpError } from '@gs/web/http-error';
import { Button, Image, Progress, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_IMAGE_TYPES,
  findImageFileProblem,
  MAX_IMAGE_MEGABYTES,
  uploadImage,
} from '../../../lib/upload-image';
import styles from './selling.module.css';

interface Uploading {
  uid: string;
  name: string;
  percent: number;
}

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
  const urls = value ?? [];
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  // Several uploads finish one after another within a render: each appends to what the last one left.
  const latest = useRef(urls);
  latest.current = urls;
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const room = max - urls.length - uploading.length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, picked) => {
    const index = picked.indexOf(file);
    if (index >= room) {
      setProblem(t('consignment.screenshots.tooMany', { max }));
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
    uploadImage(blob, {
      signal: controller.signal,
      onProgress: (percent) =>
        setUploading((current) => current.map((item) => (item.uid === uid ? { ...item, percent } : item))),
    })
      .then((result) => {
        done();
        change([...latest.current, result.url]);
      })
      .catch((error: unknown) => {
        done();
        if (error instanceof HttpError && error.kind === 'aborted') return;
        setProblem(t('consignment.screenshots.failed', { name: blob.name, reason: describeError(error, t) }));
      });
  };

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
