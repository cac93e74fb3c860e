import type { PlatformTenant } from '@gs/shared/platform';
import { SELF_OPERATED_SERVICE_CODE, type TenantStatus } from '@gs/shared/tenant';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active (green) or suspended (red). */
export function ShopStatusTag({ status }: { status: TenantStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`platform.statuses.${status}`)}</Tag>;
}

/** Whether the shop may trade: service 5483 granted (its storefront otherwise shows the blocking notice). */
export function TradingTag({ shop }: { shop: Pick<PlatformTenant, 'serviceGroups'> }) {
  const { t } = useTranslation();
  return shop.serviceGroups.includes(SELF_OPERATED_SERVICE_CODE) ? (
    <Tag color="blue">{t('platform.trading.on')}</Tag>
  ) : (
    <Tag>{t('platform.trading.off')}</Tag>
  );
}

/** A shop's storefront on one of its hosts, on the scheme and port the console itself is served on. */
export function storefrontUrl(host: string, path = '/'): string {
  const { protocol, port } = window.location;
  return `${protocol}//${host}${port ? `:${port}` : ''}${path}`;
}
