import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { Button, Image, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/upload-image';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** The shop's logo: a preview, an upload through the common upload call (with progress), and removal. */
export function LogoUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      const result = await uploadImage(file, setProgress);
      onChange?.(result.url);
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space align="start" size={16}>
      <div
        style={{
          width: 96,
          height: 96,
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          background: '#fafafa',
        }}
      >
        {value ? (
          <Image src={value} alt={t('settings.shop.logoAlt')} width={88} height={88} style={{ objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">{t('settings.shop.noLogo')}</Typography.Text>
        )}
      </div>
      <Space orientation="vertical" size={4}>
        <Space>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={progress !== null}>
              {value ? t('settings.shop.replaceLogo') : t('settings.shop.uploadLogo')}
            </Button>
          </Upload>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} disabled={progress !== null}>
              {t('settings.shop.removeLogo')}
            </Button>
          ) : null}
        </Space>
        {progress !== null ? <Progress percent={progress} size="small" style={{ width: 200 }} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('settings.shop.logoHint')}
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
