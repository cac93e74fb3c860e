import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload';
import { uploadImage } from '../api/upload-image';

/** The shop's logo: a preview, an upload through the common upload call (with progress), and removal. */
export function LogoUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <ImageUpload
      value={value}
      onChange={onChange}
      upload={uploadImage}
      alt={t('settings.shop.logoAlt')}
      labels={{
        upload: t('settings.shop.uploadLogo'),
        replace: t('settings.shop.replaceLogo'),
        remove: t('settings.shop.removeLogo'),
        empty: t('settings.shop.noLogo'),
        hint: t('settings.shop.logoHint'),
      }}
    />
  );
}
