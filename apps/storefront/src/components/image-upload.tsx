import { PlusOutlined } from '@ant-design/icons';
import type { PrivateUploadPurpose, PrivateUploadResult, UploadResult } from '@gs/shared/identity';
import { describeError } from '@gs/web/error-message';
import { HttpError } from '@gs/web/http-error';
import { Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivateImageUrl } from '../hooks/use-private-image-url';
import { uploadPrivateImage } from '../lib/private-image';
import { ACCEPTED_IMAGE_TYPES, findImageFileProblem, MAX_IMAGE_MEGABYTES, uploadImage } from '../lib/upload-image';
import styles from './image-upload.module.css';

interface ImageUploadProps {
  /** Given to the file input, so a form label points at it. */
  id?: string;
  /** The uploaded image's URL, or its `private:` reference (what forms store); undefined when there is none. */
  value?: string;
  onChange?: (url: string | undefined) => void;
  /** Text on the empty tile, e.g. "Front of the ID card". */
  label: string;
  disabled?: boolean;
  /**
   * Upload privately for this purpose (ID card photos, real-name screenshots): the value is then an opaque
   * `private:` reference and the preview is fetched with the user's token, since the image has no public URL.
   */
  privatePurpose?: PrivateUploadPurpose;
}

type UploadAnswer = UploadResult | PrivateUploadResult;
type ImageFile = UploadFile<UploadAnswer>;

function toFileList(value: string | undefined, url: string | undefined, name: string): ImageFile[] {
  return value ? [{ uid: value, name, status: 'done', url }] : [];
}

/**
 * One image, uploaded as soon as it is picked: the type and size are checked first, progress shows on the tile,
 * the tile opens a preview and can be removed. Works as an antd form control (`value` / `onChange`).
 */
export function ImageUpload({ id, value, onChange, label, disabled, privatePurpose }: ImageUploadProps) {
  const { t } = useTranslation();
  const privatePreview = usePrivateImageUrl(privatePurpose ? value : undefined);
  // What the tile shows: a public URL as it is, a private image through its object URL once fetched.
  const shownUrl = privatePurpose ? privatePreview.url : value;
  // A private reference names nothing the user would recognise: the tile is called by its label.
  const fileName = privatePurpose || !value ? label : (value.split('/').pop() ?? value);
  const [fileList, setFileList] = useState<ImageFile[]>(() => toFileList(value, shownUrl, fileName));
  const [problem, setProblem] = useState<string | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  // Follow a value set from outside (the profile arriving, a form reset, a draft restored) and a private preview
  // arriving, never interrupting an upload.
  useEffect(() => {
    setFileList((current) => {
      const file = current[0];
      if (file?.status === 'uploading' || file?.url === shownUrl) return current;
      return toFileList(value, shownUrl, fileName);
    });
  }, [value, shownUrl, fileName]);

  const previewError = privatePreview.error;
  useEffect(() => {
    if (previewError) setProblem(describeError(previewError, t));
  }, [previewError, t]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const issue = findImageFileProblem(file);
    if (!issue) {
      setProblem(null);
      return true;
    }
    setProblem(issue === 'type' ? t('upload.wrongType') : t('upload.tooLarge', { max: MAX_IMAGE_MEGABYTES }));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps<UploadAnswer>['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    const options = { signal: controller.signal, onProgress: (percent: number) => onProgress?.({ percent }) };
    const upload = privatePurpose
      ? uploadPrivateImage(file as Blob, privatePurpose, options).then((result) => {
          // Shown from the picked file at once: no need to download what was just sent.
          privatePreview.remember(result.ref, file as Blob);
          return { result, value: result.ref };
        })
      : uploadImage(file as Blob, options).then((result) => ({ result, value: result.url }));
    upload
      .then(({ result, value: stored }) => {
        onSuccess?.(result);
        onChange?.(stored);
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
      <Upload<UploadAnswer>
        id={id}
        listType="picture-card"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ fileList: next }) =>
          setFileList(
            next.map((file) => (file.response && 'url' in file.response ? { ...file, url: file.response.url } : file)),
          )
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
