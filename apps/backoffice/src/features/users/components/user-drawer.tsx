import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { StaffRole } from '@gs/shared/identity';
import type { StaffUserDetail } from '@gs/shared/staff-users';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Table, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ReasonModal } from '../../../components/reason-modal';
import { useProfile } from '../../../hooks/use-profile';
import { useChangeUserBlock } from '../api/block-user';
import { userQueryOptions } from '../api/get-user';
import { RealNameLevelTag, RoleTags, UserStatusTag } from './user-tags';

type OrderRow = StaffUserDetail['orders']['recent'][number];
type ListingRow = StaffUserDetail['listings']['recent'][number];

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 12, marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, flex: 1 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Why the signed-in staff member may not block this user, or null when they may (the server checks again). */
function blockRefusal(user: StaffUserDetail, me: { userId: number; roles: readonly StaffRole[] } | undefined) {
  if (!me) return 'loading';
  if (user.id === me.userId) return 'self';
  if (user.roles.includes('owner') && !me.roles.includes('owner')) return 'owner';
  return null;
}

function BlockButton({ user }: { user: StaffUserDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const profile = useProfile();
  const change = useChangeUserBlock();
  const [open, setOpen] = useState(false);
  const blocking = user.status === 'active';
  const refusal = blocking ? blockRefusal(user, profile.data) : null;

  const submit = async (reason: string) => {
    // A failure stays in the dialog (above the field, or under it for a field error).
    await change.mutateAsync({ id: user.id, block: blocking, reason });
    setOpen(false);
    void message.success(blocking ? t('users.block.done') : t('users.unblock.done'));
  };

  const button = (
    <Button
      danger={blocking}
      icon={blocking ? <LockOutlined /> : <UnlockOutlined />}
      disabled={refusal !== null}
      onClick={() => setOpen(true)}
    >
      {blocking ? t('users.block.action') : t('users.unblock.action')}
    </Button>
  );
  return (
    <>
      {refusal && refusal !== 'loading' ? (
        <Tooltip title={t(`users.block.refused.${refusal}`)}>{button}</Tooltip>
      ) : (
        button
      )}
      <ReasonModal
        open={open}
        title={
          blocking ? t('users.block.title', { name: user.nickName }) : t('users.unblock.title', { name: user.nickName })
        }
        description={blocking ? t('users.block.description') : t('users.unblock.description')}
        label={t('users.block.reason')}
        okText={blocking ? t('users.block.confirm') : t('users.unblock.confirm')}
        requiredMessage={t('users.block.reasonRequired')}
        onCancel={() => setOpen(false)}
        onSubmit={submit}
      />
    </>
  );
}

function UserBody({ user }: { user: StaffUserDetail }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const { realName, wallet, orders, listings } = user;

  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16, flexWrap: 'wrap' }}>
        <UserStatusTag status={user.status} />
        <RealNameLevelTag level={realName.level} />
        <div style={{ flex: 1 }} />
        <BlockButton user={user} />
      </div>
      {user.block ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('users.blockedBanner', {
            by: user.block.byNickName ?? t('users.unknownStaff'),
            at: at(user.block.at),
          })}
          description={t('users.blockedReason', { reason: user.block.reason })}
        />
      ) : null}

      <Section title={t('users.sections.profile')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('users.columns.id')}>{user.id}</Descriptions.Item>
          <Descriptions.Item label={t('users.columns.nickName')}>{user.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('users.columns.phone')}>
            <Typography.Text copyable>{user.phone}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('users.username')}>{user.username ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('users.columns.roles')}>
            {user.roles.length > 0 ? <RoleTags roles={user.roles} /> : t('users.customer')}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.columns.registeredAt')}>{at(user.registeredAt)}</Descriptions.Item>
        </Descriptions>
      </Section>

      <Section
        title={t('users.sections.realName')}
        extra={<Link to={`/realname`}>{t('users.realName.openReviews')}</Link>}
      >
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('users.realName.level')}>
            <RealNameLevelTag level={realName.level} />
          </Descriptions.Item>
          <Descriptions.Item label={t('users.realName.review')}>
            {t(`users.realName.reviewStatuses.${realName.reviewStatus}`)}
            {realName.submittedAt ? (
              <Typography.Text type="secondary"> · {at(realName.submittedAt)}</Typography.Text>
            ) : null}
          </Descriptions.Item>
          {realName.reviewReason ? (
            <Descriptions.Item label={t('users.realName.reason')} span={2}>
              {realName.reviewReason}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {t('users.realName.privacy')}
        </Typography.Paragraph>
      </Section>

      <Section title={t('users.sections.wallet')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered layout="vertical">
          <Descriptions.Item label={t('users.wallet.balance')}>{money(wallet.balanceFen)}</Descriptions.Item>
          <Descriptions.Item label={t('users.wallet.held')}>{money(wallet.heldFen)}</Descriptions.Item>
          <Descriptions.Item label={t('users.wallet.paidOut')}>{money(wallet.paidOutFen)}</Descriptions.Item>
          <Descriptions.Item label={t('users.wallet.proceedsHeld')}>{money(wallet.proceedsHeldFen)}</Descriptions.Item>
          <Descriptions.Item label={t('users.wallet.owed')}>
            <Typography.Text type={wallet.owedFen > 0 ? 'danger' : undefined} strong={wallet.owedFen > 0}>
              {money(wallet.owedFen)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
        {wallet.owedFen > 0 ? (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 8 }}
            title={t('users.wallet.owedBanner', { amount: money(wallet.owedFen) })}
          />
        ) : null}
      </Section>

      <Section title={t('users.sections.claims')} extra={<Link to="/claims">{t('users.claims.open')}</Link>}>
        <Descriptions size="small" column={{ xs: 2, md: 4 }} bordered layout="vertical">
          <Descriptions.Item label={t('users.claims.against')}>{user.claims.claims}</Descriptions.Item>
          <Descriptions.Item label={t('users.claims.upheld')}>
            <Typography.Text type={user.claims.upheld > 0 ? 'danger' : undefined}>{user.claims.upheld}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('users.claims.upheldRetrieved')}>{user.claims.upheldRetrieved}</Descriptions.Item>
          <Descriptions.Item label={t('users.claims.upheldAmount')}>
            {money(user.claims.upheldAmountFen)}
          </Descriptions.Item>
        </Descriptions>
      </Section>

      <Section
        title={t('users.sections.orders', { count: orders.total })}
        extra={
          orders.total > 0 ? (
            <Link to={`/orders?buyer=${user.id}`}>{t('users.orders.all', { count: orders.total })}</Link>
          ) : null
        }
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={orders.recent}
          locale={{ emptyText: t('users.orders.empty') }}
          columns={[
            {
              key: 'orderNo',
              title: t('users.orders.orderNo'),
              dataIndex: 'orderNo',
              render: (orderNo: string, row) => <Link to={`/orders?id=${row.id}`}>{orderNo}</Link>,
            },
            { key: 'title', title: t('users.orders.title'), dataIndex: 'title', ellipsis: true },
            {
              key: 'status',
              title: t('users.columns.status'),
              dataIndex: 'status',
              width: 110,
              render: (status: OrderRow['status']) => <Tag>{t(`users.orderStatuses.${status}`)}</Tag>,
            },
            {
              key: 'total',
              title: t('users.orders.total'),
              dataIndex: 'totalFen',
              align: 'right',
              width: 110,
              render: money,
            },
            { key: 'createdAt', title: t('users.orders.createdAt'), dataIndex: 'createdAt', width: 160, render: at },
          ]}
        />
      </Section>

      <Section
        title={t('users.sections.listings', { count: listings.total })}
        extra={
          listings.total > 0 ? (
            <Link to={`/listings?seller=${user.id}`}>{t('users.listings.all', { count: listings.total })}</Link>
          ) : null
        }
      >
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={listings.recent}
          locale={{ emptyText: t('users.listings.empty') }}
          columns={[
            {
              key: 'number',
              title: t('users.listings.number'),
              dataIndex: 'number',
              render: (number: string, row) => <Link to={`/listings?id=${row.id}`}>{number}</Link>,
            },
            { key: 'title', title: t('users.listings.title'), dataIndex: 'title', ellipsis: true },
            {
              key: 'status',
              title: t('users.columns.status'),
              dataIndex: 'status',
              width: 110,
              render: (status: ListingRow['status']) => <Tag>{t(`users.listingStatuses.${status}`)}</Tag>,
            },
            {
              key: 'price',
              title: t('users.listings.price'),
              dataIndex: 'priceFen',
              align: 'right',
              width: 110,
              render: money,
            },
            { key: 'createdAt', title: t('users.listings.createdAt'), dataIndex: 'createdAt', width: 160, render: at },
          ]}
        />
      </Section>
    </>
  );
}

/** The user open in the list (`?id=`): profile, real-name state, wallet, recent orders and listings, block. */
export function UserDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={user.data ? `${user.data.nickName} · ID ${user.data.id}` : t('users.drawerTitle')}
      destroyOnHidden
    >
      {id === null ? null : user.isPending ? (
        <LoadingState label={t('users.loadingUser')} rows={6} />
      ) : user.isError ? (
        <ErrorState title={t('users.userLoadFailed')} error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserBody user={user.data} />
      )}
    </Drawer>
  );
}
