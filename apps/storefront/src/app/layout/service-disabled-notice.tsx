import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantConfigProvider } from '../tenant-config-provider';

/**
 * SPEC §6: the tenant lacks service 5483. No buttons, no close icon; Escape and clicks outside do nothing. The
 * frame behind is made inert by the layout, so nothing there can be used either.
 */
export function ServiceDisabledNotice() {
  const { t } = useTranslation();
  return (
    <TenantConfigProvider>
      <Modal
        open
        centered
        title={t('service.disabledTitle')}
        footer={null}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        width={440}
      >
        <p>{t('service.disabledDescription')}</p>
      </Modal>
    </TenantConfigProvider>
  );
}
