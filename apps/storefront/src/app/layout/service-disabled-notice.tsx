import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantConfigProvider } from '../tenant-config-provider';
import type { ClosedReason } from './closed-reason';

const titles = {
  disabled: 'service.disabledTitle',
  suspended: 'service.suspendedTitle',
  platform: 'service.platformTitle',
} as const;
const descriptions = {
  disabled: 'service.disabledDescription',
  suspended: 'service.suspendedDescription',
  platform: 'service.platformDescription',
} as const;

/**
 * The closed storefront's notice (SPEC §6 for a shop without service 5483; the same for a suspended shop, in its own
 * words). No buttons, no close icon; Escape and clicks outside do nothing. The frame behind is made inert by the
 * layout, so nothing there can be used either. On the platform's own host it links to the platform console.
 */
export function ServiceDisabledNotice({ reason = 'disabled' }: { reason?: ClosedReason }) {
  const { t } = useTranslation();
  return (
    <TenantConfigProvider>
      <Modal
        open
        centered
        title={t(titles[reason])}
        footer={null}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        width={440}
      >
        <p>{t(descriptions[reason])}</p>
        {reason === 'platform' ? <a href="/admin/">{t('service.platformOpen')}</a> : null}
      </Modal>
    </TenantConfigProvider>
  );
}
