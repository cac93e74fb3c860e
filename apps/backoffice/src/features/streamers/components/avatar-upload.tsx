import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { describeError } from '@gs/web/error-message';
import { Avatar, Button, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '../api/upload-avatar';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** A streamer's avatar as a form control: a preview, an upload through the common upload call, and removal. */
export function AvatarUpload({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setFailure(null);
    setProgress(0);
    try {
      onChange?.((await uploadAvatar(file, setProgress)).url);
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Space align="start" size={16} id={id}>
      <Avatar
        size={72}
        shape="square"
        src={value || undefined}
        icon={<UserOutlined />}
        alt={t('streamers.fields.avatar')}
      />
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
              {value ? t('streamers.avatar.replace') : t('streamers.avatar.upload')}
            </Button>
          </Upload>
          {value ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} disabled={progress !== null}>
              {t('streamers.avatar.remove')}
            </Button>
          ) : null}
        </Space>
        {progress !== null ? <Progress percent={progress} size="small" style={{ width: 200 }} /> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('streamers.hints.avatar')}
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
