import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload';
import { uploadAvatar } from '../api/upload-avatar';

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
  return (
    <ImageUpload
      id={id}
      value={value}
      onChange={onChange}
      upload={uploadAvatar}
      alt={t('streamers.fields.avatar')}
      previewWidth={72}
      previewHeight={72}
      labels={{
        upload: t('streamers.avatar.upload'),
        replace: t('streamers.avatar.replace'),
        remove: t('streamers.avatar.remove'),
        hint: t('streamers.hints.avatar'),
      }}
    />
  );
}
