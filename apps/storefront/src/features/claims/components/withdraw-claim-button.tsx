import { describeError } from '@gs/web/error-message';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWithdrawClaim } from '../api/withdraw-claim';

/** "Withdraw claim", after a dialog that says what happens to the order. */
export function WithdrawClaimButton({ claimId, onWithdrawn }: { claimId: number; onWithdrawn?: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const withdraw = useWithdrawClaim({
    onSuccess: () => {
      void message.success(t('claims.withdraw.done'));
      onWithdrawn?.();
    },
  });
  const ask = () =>
    modal.confirm({
      title: t('claims.withdraw.title'),
      content: t('claims.withdraw.content'),
      okText: t('claims.withdraw.ok'),
      okButtonProps: { danger: true },
      cancelText: t('claims.withdraw.cancel'),
      onOk: () =>
        withdraw.mutateAsync(claimId).catch((error: unknown) => {
          void message.error(describeError(error, t));
        }),
    });
  return (
    <Button danger onClick={ask} loading={withdraw.isPending}>
      {t('claims.withdraw.button')}
    </Button>
  );
}
