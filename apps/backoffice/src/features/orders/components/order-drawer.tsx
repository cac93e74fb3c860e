import type { OrderLedgerEntry, StaffOrderDetail } from '@gs/shared/staff-orders';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Divider, Drawer, Space, Table, Timeline, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { orderQueryOptions } from '../api/get-order';
import { AfterSaleModal } from './after-sale-modal';
import { CredentialsPanel } from './credentials-panel';
import { DeliverModal } from './deliver-modal';
import { OrderNotes } from './order-notes';
import { OrderStatusTag } from './order-status-tag';
import { RebindChecklist } from './rebind-checklist';
import { RefundModal } from './refund-modal';

type ActionModal = 'deliver' | 'refund' | 'after_sale' | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 16, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The order's actions, each offered only when the server says its state allows it. */
function OrderActions({ order, onOpen }: { order: StaffOrderDetail; onOpen: (modal: ActionModal) => void }) {
  const { t } = useTranslation();
  const allowed = (action: StaffOrderDetail['allowedActions'][number]) => order.allowedActions.includes(action);
  const buttons = [
    allowed('deliver') ? (
      <Button key="deliver" type="primary" onClick={() => onOpen('deliver')}>
        {t('orders.actions.deliver')}
      </Button>
    ) : null,
    allowed('refund') ? (
      <Button key="refund" danger onClick={() => onOpen('refund')}>
        {t('orders.actions.refund')}
      </Button>
    ) : null,
    allowed('after_sale') ? (
      <Button key="after_sale" onClick={() => onOpen('after_sale')}>
        {t('orders.actions.afterSale')}
      </Button>
    ) : null,
  ].filter(Boolean);
  return buttons.length > 0 ? <Space wrap>{buttons}</Space> : null;
}

function OrderBody({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const [modal, setModal] = useState<ActionModal>(null);
  const close = () => setModal(null);
  const noActions = order.allowedActions.every((action) => action === 'credentials' || action === 'rebind');

  const ledgerColumns = [
    { key: 'at', title: t('orders.ledger.at'), dataIndex: 'at', width: 160, render: at },
    { key: 'kind', title: t('orders.ledger.kind'), dataIndex: 'kind', width: 110 },
    {
      key: 'account',
      title: t('orders.ledger.account'),
      dataIndex: 'account',
      render: (account: OrderLedgerEntry['account'], entry: OrderLedgerEntry) =>
        `${t(`orders.accounts.${account}`)}${entry.userId ? ` (ID ${entry.userId})` : ''}`,
    },
    {
      key: 'amount',
      title: t('orders.ledger.amount'),
      dataIndex: 'amount',
      align: 'right' as const,
      width: 120,
      render: (amount: number) => (
        <Typography.Text type={amount < 0 ? 'danger' : undefined}>
          {amount < 0 ? `−${money(-amount)}` : money(amount)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        <OrderStatusTag status={order.status} />
        <div style={{ flex: 1 }} />
        <OrderActions order={order} onOpen={setModal} />
      </div>
      {noActions ? <Alert type="info" showIcon title={t('orders.actions.none')} style={{ marginBottom: 16 }} /> : null}

      <Section title={t('orders.sections.summary')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('orders.summary.listing')} span={2}>
            {order.title} <Typography.Text type="secondary">({order.goodsNumber})</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.buyer')}>
            {order.buyerPhone} <Typography.Text type="secondary">· ID {order.buyerUserId}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.origin')}>
            {t(`orders.origins.${order.origin}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.guarantee')}>
            {t(`orders.guarantees.${order.guarantee}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.payMode')}>
            {t(`orders.payModes.${order.payMode}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.createdAt')}>{at(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.summary.delivered')}>
            {order.delivered ? t('orders.yes') : t('orders.no')}
          </Descriptions.Item>
          {order.closeReason ? (
            <Descriptions.Item label={t('orders.summary.closeReason')} span={2}>
              {order.closeReason}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Section>

      <Section title={t('orders.sections.amounts')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('orders.amounts.price')}>{money(order.amounts.price)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.guaranteeFee')}>
            {money(order.amounts.guaranteeFee)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.serviceFee')}>
            {money(order.amounts.serviceFee)}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.total')}>
            <Typography.Text strong>{money(order.amounts.total)}</Typography.Text>
          </Descriptions.Item>
          {order.payMode === 'deposit' ? (
            <Descriptions.Item label={t('orders.amounts.deposit')}>{money(order.amounts.deposit)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('orders.amounts.paid')}>{money(order.amounts.paid)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.refunded')}>{money(order.amounts.refunded)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.amounts.refundable')}>{money(order.refundable)}</Descriptions.Item>
        </Descriptions>
      </Section>

      {order.afterSale ? (
        <Section title={t('orders.sections.afterSale')}>
          <Alert
            type="warning"
            showIcon
            title={order.afterSale.note}
            description={
              <>
                {t('orders.afterSale.openedBy', {
                  actor: t(`orders.actors.${order.afterSale.actor}`),
                  at: at(order.afterSale.at),
                })}{' '}
                <Link to="/claims">{t('orders.afterSale.goToClaims')}</Link>
              </>
            }
          />
        </Section>
      ) : null}

      <Section title={t('orders.sections.timeline')}>
        <Timeline
          items={order.history.map((entry) => ({
            key: `${entry.at}-${entry.to}`,
            content: (
              <>
                <Space size={8} wrap>
                  <OrderStatusTag status={entry.to} />
                  <Typography.Text type="secondary">
                    {at(entry.at)} · {t(`orders.actors.${entry.actor}`)}
                  </Typography.Text>
                </Space>
                {entry.note ? <div>{entry.note}</div> : null}
              </>
            ),
          }))}
        />
      </Section>

      <Section title={t('orders.sections.rebinding')}>
        <RebindChecklist order={order} />
      </Section>

      <Section title={t('orders.sections.credentials')}>
        <CredentialsPanel orderId={order.id} available={order.allowedActions.includes('credentials')} />
      </Section>

      <Section title={t('orders.sections.ledger')}>
        <Table<OrderLedgerEntry>
          size="small"
          rowKey={(entry) => `${entry.postingId}-${entry.account}-${entry.userId ?? ''}-${entry.amount}`}
          columns={ledgerColumns}
          dataSource={order.ledger}
          pagination={false}
          locale={{ emptyText: t('orders.ledger.empty') }}
        />
      </Section>

      <Divider />
      <Section title={t('orders.sections.notes')}>
        <OrderNotes orderId={order.id} />
      </Section>

      <DeliverModal order={order} open={modal === 'deliver'} onClose={close} />
      <RefundModal order={order} open={modal === 'refund'} onClose={close} />
      <AfterSaleModal order={order} open={modal === 'after_sale'} onClose={close} />
    </>
  );
}

/** The order in a drawer (`?id=` in the URL); closing it forgets anything revealed inside. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={order.data && id !== null ? t('orders.drawer.title', { orderNo: order.data.orderNo }) : ' '}
    >
      {id === null ? null : order.isError ? (
        <ErrorState title={t('orders.drawer.loadFailed')} error={order.error} onRetry={() => void order.refetch()} />
      ) : order.data ? (
        <OrderBody key={order.data.id} order={order.data} />
      ) : (
        <LoadingState label={t('common.loading')} rows={8} />
      )}
    </Drawer>
  );
}
