import type { MerchantDocumentSlot } from '@gs/shared/merchant-application';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../../../components/private-image';

/** One document image of an application through the private, audited route. */
export function MerchantDocument({ applicationId, slot }: { applicationId: number; slot: MerchantDocumentSlot }) {
  const { t } = useTranslation();
  const label = t(`merchantApplications.documents.${slot}`);
  return (
    <figure style={{ margin: 0 }}>
      <PrivateImage
        path={`/staff/merchant-applications/${applicationId}/documents/${slot}`}
        alt={label}
        failedTitle={t('merchantApplications.documentFailed', { document: label })}
        width={260}
        style={{ objectFit: 'contain', background: '#f5f5f5' }}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
