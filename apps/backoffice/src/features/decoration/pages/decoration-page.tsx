import { CheckCircleOutlined, CloudUploadOutlined, EditOutlined, UndoOutlined } from '@ant-design/icons';
import {
  type EditableDecorationArea,
  editableDecorationAreas,
  type StaffDecorationEntry,
} from '@gs/shared/staff-decoration';
import { describeError } from '@gs/web/error-message';
import { formatDateTime } from '@gs/web/format-date';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Col, Popconfirm, Row, Skeleton, Space, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import {
  staffDecorationQueryOptions,
  useDeleteDecorationEntry,
  useDiscardDecorationDraft,
  usePublishDecoration,
  useReorderDecorationArea,
} from '../api/decoration';
import { AreaTable } from '../components/area-table';
import { EntryDrawer } from '../components/entry-drawer';
import { PreviewPanel } from '../components/preview-panel';

const areaOf = (value: string | null): EditableDecorationArea => {
  const area = Number(value);
  return (editableDecorationAreas as readonly number[]).includes(area) ? (area as EditableDecorationArea) : 1;
};

/**
 * /admin/decoration (operator, owner): the home page's areas 1–5 as a draft (`?area=` the tab, `?entry=<id>` or
 * `?entry=new` the drawer), a live preview of the storefront with the draft, and publishing or discarding it.
 */
export function DecorationPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const draft = useQuery(staffDecorationQueryOptions());
  const area = areaOf(params.get('area'));
  const entryParam = params.get('entry');

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const showError = (error: unknown) => void message.error(describeError(error, t));
  const remove = useDeleteDecorationEntry({
    onSuccess: () => void message.success(t('decoration.deleted')),
    onError: showError,
  });
  const reorder = useReorderDecorationArea({ onError: showError });
  const publish = usePublishDecoration({
    onSuccess: (result) =>
      void message.success(t('decoration.published', { before: result.before, count: result.after })),
    onError: showError,
  });
  const discard = useDiscardDecorationDraft({
    onSuccess: () => void message.success(t('decoration.discarded')),
    onError: showError,
  });

  const entriesOf = (which: EditableDecorationArea): StaffDecorationEntry[] =>
    draft.data?.areas.find((candidate) => candidate.area === which)?.entries ?? [];
  const editing =
    entryParam && entryParam !== 'new' ? entriesOf(area).find((entry) => String(entry.id) === entryParam) : undefined;
  const drawerOpen = entryParam === 'new' || editing !== undefined;

  const confirmPublish = () =>
    modal.confirm({
      title: t('decoration.confirmPublish.title'),
      content: t('decoration.confirmPublish.description'),
      okText: t('decoration.confirmPublish.ok'),
      cancelText: t('decoration.cancel'),
      onOk: () => publish.mutateAsync(),
    });

  const hasChanges = draft.data?.hasChanges ?? false;
  const extra = draft.data ? (
    <Space wrap>
      {hasChanges ? (
        <Tag icon={<EditOutlined />} color="warning">
          {t('decoration.status.changed')}
        </Tag>
      ) : (
        <Tag icon={<CheckCircleOutlined />} color="success">
          {t('decoration.status.upToDate')}
        </Tag>
      )}
      <Popconfirm
        title={t('decoration.confirmDiscard.title')}
        description={t('decoration.confirmDiscard.description')}
        okText={t('decoration.confirmDiscard.ok')}
        cancelText={t('decoration.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => discard.mutateAsync()}
        disabled={!hasChanges}
      >
        <Button icon={<UndoOutlined />} disabled={!hasChanges} loading={discard.isPending}>
          {t('decoration.discard')}
        </Button>
      </Popconfirm>
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        disabled={!hasChanges}
        loading={publish.isPending}
        onClick={confirmPublish}
      >
        {t('decoration.publish')}
      </Button>
    </Space>
  ) : null;

  let body: ReactNode;
  if (draft.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (draft.isError) {
    body = <ErrorState title={t('decoration.loadFailed')} error={draft.error} onRetry={() => void draft.refetch()} />;
  } else {
    const busy = remove.isPending || reorder.isPending;
    body = (
      <Row gutter={[24, 24]}>
        <Col xs={24} xxl={14}>
          {draft.data.publishedAt ? (
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('decoration.lastPublished', { time: formatDateTime(draft.data.publishedAt, i18n.language) })}
            </Typography.Paragraph>
          ) : null}
          <Tabs
            activeKey={String(area)}
            onChange={(key) => update({ area: key === '1' ? null : key, entry: null })}
            items={editableDecorationAreas.map((which) => ({
              key: String(which),
              label: (
                <Space size={6}>
                  {t(`decoration.areas.${which}.name`)}
                  <Badge count={entriesOf(which).length} showZero color="#bfbfbf" size="small" />
                </Space>
              ),
              children: (
                <AreaTable
                  area={which}
                  entries={entriesOf(which)}
                  busy={busy}
                  onAdd={() => update({ entry: 'new' })}
                  onEdit={(entry) => update({ entry: String(entry.id) })}
                  onDelete={(entry) => remove.mutate(entry.id)}
                  onReorder={(ids) => reorder.mutate({ area: which, ids })}
                />
              ),
            }))}
          />
        </Col>
        <Col xs={24} xxl={10}>
          <PreviewPanel version={draft.data.draftUpdatedAt ?? ''} />
        </Col>
      </Row>
    );
  }

  return (
    <PageContainer title={t('decoration.title')} extra={extra}>
      {body}
      {drawerOpen && draft.data ? (
        <EntryDrawer key={entryParam} area={area} entry={editing ?? null} onClose={() => update({ entry: null })} />
      ) : null}
    </PageContainer>
  );
}
