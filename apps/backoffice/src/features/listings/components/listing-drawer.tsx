import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckOutlined,
  CloseOutlined,
  StopOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { REJECT_REASON_MAX, type StaffListingDetail } from '@gs/shared/consignment';
import { describeError } from '@gs/web/error-message';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { ReasonModal } from '../../../components/reason-modal';
import { useProfile } from '../../../hooks/use-profile';
import { hasAnyRole } from '../../../lib/roles';
import { useApproveListing, usePutUpListing, useRejectListing, useTakeDownListing } from '../api/change-listing';
import { listingQueryOptions } from '../api/get-listing';
import { CredentialsForm } from './credentials-form';
import { ListingEditForm } from './listing-edit-form';
import { ListingPreview } from './listing-preview';

type Dialog = 'reject' | 'down' | null;

interface ListingDrawerProps {
  id: number | null;
  onClose: () => void;
  /** `review`: the queue's preview with approve / reject and keyboard shortcuts; `manage`: details, edit, credentials. */
  mode: 'review' | 'manage';
  /** Review mode: open the next (`1`) or previous (`-1`) listing of the queue. */
  onNavigate?: (step: 1 | -1) => void;
  /** Review mode: after an approve or reject (the queue moves on). */
  onDecided?: (id: number) => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A listing in a drawer (`?id=` in the URL): what reviewers check, and what staff may do with it in its state. */
export function ListingDrawer({ id, onClose, mode, onNavigate, onDecided }: ListingDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const detail = useQuery({ ...listingQueryOptions(id ?? 0), enabled: id !== null });
  const listing = detail.data;
  const approve = useApproveListing();
  const reject = useRejectListing();
  const down = useTakeDownListing();
  const up = usePutUpListing();
  const can = (action: StaffListingDetail['actions'][number]) => listing?.actions.includes(action) ?? false;
  // Replacing the stored login a buyer will receive is the owner's alone (the server refuses an operator too).
  const isOwner = hasAnyRole(useProfile().data?.roles ?? [], ['owner']);

  const approveNow = async () => {
    if (!listing || approve.isPending) return;
    try {
      await approve.mutateAsync(listing.id);
      message.success(t('listings.review.approved', { number: listing.number }));
      onDecided?.(listing.id);
    } catch (error) {
      message.error(describeError(error, t));
    }
  };
  const rejectWith = async (reason: string) => {
    if (!listing) return;
    // A failure stays in the dialog (above the field, or under it for a field error).
    await reject.mutateAsync({ id: listing.id, reason });
    setDialog(null);
    message.success(t('listings.review.rejected', { number: listing.number }));
    onDecided?.(listing.id);
  };
  const takeDownWith = async (reason: string) => {
    if (!listing) return;
    await down.mutateAsync({ id: listing.id, reason });
    setDialog(null);
    message.success(t('listings.shelf.downDone'));
  };
  const putUp = async () => {
    if (!listing) return;
    try {
      const result = await up.mutateAsync(listing.id);
      message.success(result.status === 'on_sale' ? t('listings.shelf.upOnSale') : t('listings.shelf.upToReview'));
    } catch (error) {
      message.error(describeError(error, t));
    }
  };

  // The queue from the keyboard: A approve, R reject, J / ↓ next, K / ↑ previous, Esc close (not while typing or in a
  // dialog). Esc is handled here too: antd's drawer only hears it with the focus inside, which a decision that moved on
  // to the next listing had taken away.
  useEffect(() => {
    if (mode !== 'review' || id === null || dialog !== null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a' && can('approve')) void approveNow();
      else if (key === 'r' && can('reject')) setDialog('reject');
      else if (key === 'j' || key === 'arrowdown') onNavigate?.(1);
      else if (key === 'k' || key === 'arrowup') onNavigate?.(-1);
      else if (key === 'escape') onClose();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const reviewButtons =
    listing && can('approve') ? (
      <Space>
        <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')} aria-keyshortcuts="R">
          {t('listings.actions.reject')}
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={approve.isPending}
          onClick={() => void approveNow()}
          aria-keyshortcuts="A"
        >
          {t('listings.actions.approve')}
        </Button>
      </Space>
    ) : null;

  const shelfButtons = listing ? (
    <Space>
      {can('take_down') ? (
        <Button icon={<StopOutlined />} onClick={() => setDialog('down')}>
          {t('listings.actions.takeDown')}
        </Button>
      ) : null}
      {can('put_up') ? (
        <Popconfirm
          title={t('listings.shelf.upConfirmTitle')}
          description={t('listings.shelf.upConfirmText')}
          okText={t('listings.actions.putUp')}
          cancelText={t('listings.actions.cancel')}
          onConfirm={() => putUp()}
        >
          <Button icon={<UploadOutlined />} loading={up.isPending}>
            {t('listings.actions.putUp')}
          </Button>
        </Popconfirm>
      ) : null}
      {reviewButtons}
    </Space>
  ) : null;

  let body: React.ReactNode;
  if (detail.isPending) body = <LoadingState label={t('listings.detail.loading')} rows={8} />;
  else if (detail.isError || !listing)
    body = (
      <ErrorState title={t('listings.detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  else if (mode === 'review') body = <ListingPreview listing={listing} />;
  else
    body = (
      <Tabs
        items={[
          { key: 'details', label: t('listings.detail.tab'), children: <ListingPreview listing={listing} /> },
          ...(can('edit')
            ? [{ key: 'edit', label: t('listings.edit.tab'), children: <ListingEditForm listing={listing} /> }]
            : []),
          ...(can('replace_credentials') && isOwner
            ? [
                {
                  key: 'credentials',
                  label: t('listings.credentials.tab'),
                  children: <CredentialsForm listingId={listing.id} />,
                },
              ]
            : []),
        ]}
      />
    );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={listing ? `${t('listings.detail.title')} ${listing.number}` : t('listings.detail.title')}
      extra={mode === 'manage' ? shelfButtons : null}
      footer={
        mode === 'review' ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <Button icon={<ArrowUpOutlined />} onClick={() => onNavigate?.(-1)} aria-keyshortcuts="K">
              {t('listings.review.previous')}
            </Button>
            <Button icon={<ArrowDownOutlined />} onClick={() => onNavigate?.(1)} aria-keyshortcuts="J">
              {t('listings.review.next')}
            </Button>
            <Typography.Text type="secondary" style={{ flex: 1 }}>
              {t('listings.review.shortcuts')}
            </Typography.Text>
            {reviewButtons}
          </div>
        ) : null
      }
    >
      {body}
      <ReasonModal
        open={dialog === 'reject'}
        title={t('listings.review.rejectTitle')}
        label={t('listings.review.rejectReason')}
        requiredMessage={t('listings.reason.required')}
        tooShortMessage={t('listings.reason.tooShort')}
        maxLength={REJECT_REASON_MAX}
        tooLongMessage={t('listings.reason.tooLong', { max: REJECT_REASON_MAX })}
        placeholder={t('listings.reason.placeholder')}
        cancelText={t('listings.actions.cancel')}
        okText={t('listings.actions.reject')}
        onSubmit={rejectWith}
        onCancel={() => setDialog(null)}
      />
      <ReasonModal
        open={dialog === 'down'}
        title={t('listings.shelf.downTitle')}
        label={t('listings.shelf.downReason')}
        requiredMessage={t('listings.reason.required')}
        tooShortMessage={t('listings.reason.tooShort')}
        maxLength={REJECT_REASON_MAX}
        tooLongMessage={t('listings.reason.tooLong', { max: REJECT_REASON_MAX })}
        placeholder={t('listings.reason.placeholder')}
        cancelText={t('listings.actions.cancel')}
        okText={t('listings.actions.takeDown')}
        onSubmit={takeDownWith}
        onCancel={() => setDialog(null)}
      />
    </Drawer>
  );
}
