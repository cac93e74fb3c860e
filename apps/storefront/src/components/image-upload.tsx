import { PlusOutlined } from '@ant-design/icons';
import type { UploadResult } from '@gs/shared/identity';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/error-message';
import { HttpError } from '../lib/http-error';
import { ACCEPTED_IMAGE_TYPES, findImageFileProblem, MAX_IMAGE_MEGABYTES, uploadImage } from '../lib/upload-image';
import styles from './image-upload.module.css';

interface ImageUploadProps {
  /** Given to the file input, so a form label points at it. */
  id?: string;
  /** The uploaded image's URL (what forms store); undefined when there is none. */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Text on the empty tile, e.g. "Front of the ID card". */
  label: string;
  disabled?: boolean;
}

type ImageFile = UploadFile<UploadResult>;

function toFileList(url: string | undefined): ImageFile[] {
  return url ? [{ uid: url, name: url.split('/').pop() ?? url, status: 'done', url }] : [];
}

/**
 * One image, uploaded as soon as it is picked: the type and size are checked first, progress shows on the tile,
 * the tile opens a preview and can be removed. Works as an antd form control (`value` / `onChange`).
 */
export function ImageUpload({ id, value, onChange, label, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const [fileList, setFileList] = useState<ImageFile[]>(() => toFileList(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  // Follow a value set from outside (the profile arriving, a form reset), never interrupting an upload.
  useEffect(() => {
    setFileList((current) => {
      const file = current[0];
      if (file?.status === 'uploading' || file?.url === value) return current;
      return toFileList(value);
    });
  }, [value]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const issue = findImageFileProblem(file);
    if (!issue) {
      setProblem(null);
      return true;
    }
    setProblem(issue === 'type' ? t('upload.wrongType') : t('upload.tooLarge', { max: MAX_IMAGE_MEGABYTES }));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<UploadResult>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    uploadImage(file as Blob, { signal: controller.signal, onProgress: (percent) => onProgress?.({ percent }) })
      .then((result) => {
        onSuccess?.(result);
        onChange?.(result.url);
      })
      .catch((error: unknown) => {
        // Removing the tile mid-upload aborts it: that is the user's choice, not a failure to report.
        if (error instanceof HttpError && error.kind === 'aborted') return;
        const message = describeError(error, t);
        setProblem(message);
        onError?.(new Error(message));
      });
    return { abort: () => controller.abort() };
  };

  const previewUrl = fileList[0]?.url ?? fileList[0]?.thumbUrl;

  return (
    <div className={styles.root}>
      <Upload<UploadResult>
        id={id}
        listType="picture-card"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList: next }) =>
          setFileList(next.map((file) => (file.response?.url ? { ...file, url: file.response.url } : file)))
        }
        onRemove={() => {
          setProblem(null);
          onChange?.(undefined);
        }}
        onPreview={() => setPreviewOpen(true)}
      >
        {fileList.length === 0 ? (
          <span className={styles.trigger}>
            <PlusOutlined aria-hidden />
            <span>{label}</span>
          </span>
        ) : null}
      </Upload>
      <p className={styles.limits}>{t('upload.limits', { max: MAX_IMAGE_MEGABYTES })}</p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {previewUrl ? (
        <Image
          src={previewUrl}
          alt={label}
          styles={{ root: { display: 'none' } }}
          preview={{ open: previewOpen, onOpenChange: setPreviewOpen }}
        />
      ) : null}
    </div>
  );
}
