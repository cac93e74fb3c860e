import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantConfigProvider } from '../../tenant-config-provider';

/** SPEC §2: "Confirm to log out of the current account?" with Cancel and Confirm. Lazy: only a logout needs it. */
export function LogoutDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <TenantConfigProvider>
      <Modal
        open
        centered
        title={t('logout.confirmTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        closable={false}
        onOk={onConfirm}
        onCancel={onCancel}
        width={400}
      />
    </TenantConfigProvider>
  );
}
