import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EditableDecorationArea, StaffDecorationEntry } from '@gs/shared/staff-decoration';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Image, Popconfirm, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { SortableTable } from '../../../components/sortable-table';
import { areaSpecs } from './area-specs';

type WindowState = 'always' | 'scheduled' | 'live' | 'ended';

function windowStateOf(entry: StaffDecorationEntry, now: number): WindowState {
  if (!entry.startsAt && !entry.endsAt) return 'always';
  if (entry.startsAt && Date.parse(entry.startsAt) > now) return 'scheduled';
  if (entry.endsAt && Date.parse(entry.endsAt) <= now) return 'ended';
  return 'live';
}

const windowColors: Record<WindowState, string> = {
  always: 'default',
  scheduled: 'blue',
  live: 'green',
  ended: 'default',
};

export interface AreaTableProps {
  area: EditableDecorationArea;
  entries: StaffDecorationEntry[];
  busy: boolean;
  onAdd: () => void;
  onEdit: (entry: StaffDecorationEntry) => void;
  onDelete: (entry: StaffDecorationEntry) => void;
  onReorder: (ids: number[]) => void;
}

/**
 * One area's draft entries in their order: drag a row by its handle (or use the arrows, or the keyboard on the
 * handle) to reorder, edit in the drawer, remove after confirming.
 */
export function AreaTable({ area, entries, busy, onAdd, onEdit, onDelete, onReorder }: AreaTableProps) {
  const { t, i18n } = useTranslation();
  const spec = areaSpecs[area];
  const now = Date.now();

  const columns: TableColumnsType<StaffDecorationEntry> = [
    ...(spec.aspect
      ? [
          {
            title: t('decoration.fields.image'),
            dataIndex: 'image',
            width: spec.aspect > 1 ? 150 : 72,
            render: (image: string, entry: StaffDecorationEntry) =>
              image ? (
                <Image
                  src={image}
                  alt={entry.title}
                  width={spec.aspect && spec.aspect > 1 ? 132 : 48}
                  height={spec.aspect && spec.aspect > 1 ? Math.round(132 / spec.aspect) : 48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              ) : (
                <Typography.Text type="secondary">{t('decoration.noImage')}</Typography.Text>
              ),
          },
        ]
      : []),
    { title: t('decoration.fields.title'), dataIndex: 'title', ellipsis: true, width: 200 },
    {
      title: t('decoration.fields.link'),
      dataIndex: 'link',
      ellipsis: true,
      render: (link: string) =>
        link ? (
          <Typography.Text code style={{ fontSize: 12 }}>
            {link}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('decoration.noLink')}</Typography.Text>
        ),
    },
    {
      title: t('decoration.fields.schedule'),
      key: 'schedule',
      width: 190,
      render: (_value, entry) => {
        const state = windowStateOf(entry, now);
        return (
          <Space orientation="vertical" size={0}>
            <Tag color={windowColors[state]}>{t(`decoration.window.${state}`)}</Tag>
            {entry.startsAt ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('decoration.window.from', { time: formatDateTime(entry.startsAt, i18n.language) })}
              </Typography.Text>
            ) : null}
            {entry.endsAt ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('decoration.window.until', { time: formatDateTime(entry.endsAt, i18n.language) })}
              </Typography.Text>
            ) : null}
          </Space>
        );
      },
    },
    {
      title: t('decoration.fields.actions'),
      key: 'actions',
      width: 96,
      render: (_value, entry) => (
        <Space size={0}>
          <Tooltip title={t('decoration.actions.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('decoration.actions.editNamed', { title: entry.title })}
              onClick={() => onEdit(entry)}
            />
          </Tooltip>
          <Popconfirm
            title={t('decoration.confirmDelete.title')}
            description={t('decoration.confirmDelete.description')}
            okText={t('decoration.confirmDelete.ok')}
            cancelText={t('decoration.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(entry)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('decoration.actions.deleteNamed', { title: entry.title })}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Typography.Text type="secondary" style={{ flex: 1 }}>
          {t(`decoration.areas.${area}.description`)}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {t(`decoration.areas.${area}.add`)}
        </Button>
      </div>
      <SortableTable<StaffDecorationEntry, number>
        rows={entries}
        rowKey={(entry) => entry.id}
        nameOf={(entry) => entry.title}
        labels={{
          drag: (title) => t('decoration.actions.drag', { title }),
          up: (title) => t('decoration.actions.upNamed', { title }),
          down: (title) => t('decoration.actions.downNamed', { title }),
        }}
        onReorder={onReorder}
        disabled={busy}
        loading={busy}
        columns={columns}
        scroll={{ x: 760 }}
        aria-label={t(`decoration.areas.${area}.name`)}
        locale={{ emptyText: <EmptyState description={t(`decoration.areas.${area}.empty`)} /> }}
      />
    </Space>
  );
}
