import type { StaffOrderDetail } from '@gs/shared/staff-orders';
import { describeError } from '@gs/web/error-message';
import { App, Checkbox, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from '../api/order-actions';

/** The game's rebinding checklist: ticking a step records it on the server; read-only when the state forbids it. */
export function RebindChecklist({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const action = useOrderAction(order.id);
  const open = order.allowedActions.includes('rebind');
  const { done, total } = order.rebindProgress;

  if (total === 0) return <Typography.Text type="secondary">{t('orders.rebind.empty')}</Typography.Text>;

  const toggle = async (step: StaffOrderDetail['rebinding'][number]['step'], checked: boolean) => {
    try {
      await action.mutateAsync({ kind: 'rebind', input: { step, done: checked, note: '' } });
      message.success(t('orders.rebind.saved'));
    } catch (error) {
      message.error(describeError(error, t));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Progress
        percent={Math.round((done / total) * 100)}
        format={() => t('orders.rebind.progress', { done, total })}
        size="small"
      />
      {order.rebinding.map((step) => (
        <Checkbox
          key={step.step}
          checked={step.done}
          disabled={!open || action.isPending}
          onChange={(event) => void toggle(step.step, event.target.checked)}
        >
          {t(`orders.rebind.steps.${step.step}`)}
        </Checkbox>
      ))}
      {open ? null : <Typography.Text type="secondary">{t('orders.rebind.closed')}</Typography.Text>}
    </Space>
  );
}
