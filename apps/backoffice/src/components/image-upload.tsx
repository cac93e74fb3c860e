import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { Button, Image, Progress, Space, Typography, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What the server's upload route re-encodes: the formats a browser can crop and show. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** Sends one file and answers its public URL; reports progress in percent. */
export type ImageUploader = (file: Blob, onProgress: (percent: number) => void) => Promise<{ url: string }>;

export interface ImageUploadProps {
  /** The image's URL (empty: none). */
  value?: string;
  onChange?: (url: string) => void;
  /** The feature's upload call. */
  upload: ImageUploader;
  /** Width ÷ height to crop to before uploading; without it the file is sent as chosen. */
  aspect?: number;
  /** Largest file accepted, in megabytes. */
  maxSizeMb?: number;
  /** The preview box, in pixels. */
  previewWidth?: number;
  previewHeight?: number;
  /** The preview's alternative text. */
  alt: string;
  /** The form item's id, so its label points at the control. */
  id?: string;
  /** Texts in the caller's words; the defaults are generic. */
  labels?: { upload?: ReactNode; replace?: ReactNode; remove?: ReactNode; empty?: ReactNode; hint?: ReactNode };
  disabled?: boolean;
}

/**
 * An image as a form control: a preview, an upload (optionally cropped to `aspect` first) with progress, removal,
 * and the type and size limits checked before anything is sent, each refusal said under the control.
 */
export function ImageUpload({
  value,
  onChange,
  upload,
  aspect,
  maxSizeMb = 5,
  previewWidth = 96,
  previewHeight = 96,
  alt,
  id,
  labels = {},
  disabled = false,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Checks the file before cropping or sending; says why it was refused. */
  const accept = (file: File): boolean => {
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setFailure(t('common.imageUpload.wrongType'));
      return false;
    }
    if (file.size > maxSizeMb * 1024 * 1024) {
      setFailure(t('common.imageUpload.tooLarge', { size: maxSizeMb }));
      return false;
    }
    setFailure(null);
    return true;
  };

  const send = async (file: Blob) => {
    setFailure(null);
    setProgress(0);
    try {
      onChange?.((await upload(file, setProgress)).url);
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setProgress(null);
    }
  };

  const picker = (
    <Upload
      accept={IMAGE_UPLOAD_TYPES.join(',')}
      showUploadList={false}
      disabled={disabled || progress !== null}
      beforeUpload={(file) => {
        // Uploaded here rather than by antd's request: the app's client sends the session headers and progress.
        if (accept(file)) void send(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={progress !== null} disabled={disabled}>
        {value
          ? (labels.replace ?? t('common.imageUpload.replace'))
          : (labels.upload ?? t('common.imageUpload.upload'))}
      </Button>
    </Upload>
  );

  return (
    <Space align="start" size={16} id={id}>
      <div
        style={{
          width: previewWidth,
          height: previewHeight,
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          background: '#fafafa',
          flex: 'none',
        }}
      >
        {value ? (
          <Image
            src={value}
            alt={alt}
            width={previewWidth - 8}
            height={previewHeight - 8}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center', padding: 4 }}>
            {labels.empty ?? <PictureOutlined style={{ fontSize: 24 }} aria-label={t('common.imageUpload.empty')} />}
          </Typography.Text>
        )}
      </div>
      <Space orientation="vertical" size={4}>
        <Space wrap>
          {aspect ? (
            <ImgCrop
              aspect={aspect}
              quality={0.92}
              rotationSlider
              showReset
              modalTitle={t('common.imageUpload.cropTitle')}
              modalOk={t('common.imageUpload.cropOk')}
              modalCancel={t('common.imageUpload.cropCancel')}
              resetText={t('common.imageUpload.cropReset')}
              beforeCrop={(file) => accept(file)}
            >
              {picker}
            </ImgCrop>
          ) : (
            picker
          )}
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} disabled={disabled || progress !== null}>
              {labels.remove ?? t('common.imageUpload.remove')}
            </Button>
          ) : null}
        </Space>
        {progress !== null ? (
          <Progress
            percent={progress}
            size="small"
            style={{ width: 200 }}
            aria-label={t('common.imageUpload.progress')}
          />
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {labels.hint ?? t('common.imageUpload.hint', { size: maxSizeMb })}
        </Typography.Text>
        {failure ? (
          <Typography.Text type="danger" role="alert">
            {failure}
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}
