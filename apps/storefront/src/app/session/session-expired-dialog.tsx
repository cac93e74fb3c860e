import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantConfigProvider } from '../tenant-config-provider';

/** The SPEC §4 prompt: titled "Prompt", "Login timed out, please log in again", Confirm / Cancel. */
export function SessionExpiredDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <TenantConfigProvider>
      <Modal
        open
        centered
        title={t('session.expiredTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        closable={false}
        mask={{ closable: false }}
        onOk={onConfirm}
        onCancel={onCancel}
        width={400}
      >
        {t('session.expiredContent')}
      </Modal>
    </TenantConfigProvider>
  );
}
