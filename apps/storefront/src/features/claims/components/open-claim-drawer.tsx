import type { Claim } from '@gs/shared/claims';
import { Drawer, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClaimForm } from './claim-form';

/** The claim form in a drawer: from the right on desktop, a bottom sheet on a phone. Kept mounted while closed. */
export function OpenClaimDrawer({
  orderId,
  open,
  onClose,
  onOpened,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onOpened: (claim: Claim) => void;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.lg);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('claims.form.title')}
      placement={desktop ? 'right' : 'bottom'}
      size={desktop ? 520 : '90%'}
    >
      <ClaimForm orderId={orderId} onOpened={onOpened} />
    </Drawer>
  );
}
