import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { EditableDecorationArea, StaffDecorationEntry } from '@gs/shared/staff-decoration';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Image, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { areaSpecs } from './area-specs';

interface HandleContextValue {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: ReturnType<typeof useSortable>['listeners'];
  attributes?: ReturnType<typeof useSortable>['attributes'];
}
const HandleContext = createContext<HandleContextValue>({});

function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
    />
  );
}

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10, background: '#fafafa' } : {}),
  };
  // The handle, not the row, is the draggable control (role, focus and keyboard): the row stays a table row.
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const spec = areaSpecs[area];
  const now = Date.now();
  const ids = entries.map((entry) => entry.id);

  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  const columns: TableColumnsType<StaffDecorationEntry> = [
    {
      key: 'drag',
      width: 44,
      align: 'center',
      render: (_value, entry) => <DragHandle label={t('decoration.actions.drag', { title: entry.title })} />,
    },
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
      width: 168,
      render: (_value, entry, index) => (
        <Space size={0}>
          <Tooltip title={t('decoration.actions.up')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('decoration.actions.upNamed', { title: entry.title })}
              disabled={busy || index === 0}
              onClick={() => move(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title={t('decoration.actions.down')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('decoration.actions.downNamed', { title: entry.title })}
              disabled={busy || index === entries.length - 1}
              onClick={() => move(index, index + 1)}
            />
          </Tooltip>
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
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Table<StaffDecorationEntry>
            rowKey="id"
            size="middle"
            components={{ body: { row: SortableRow } }}
            columns={columns}
            dataSource={entries}
            pagination={false}
            loading={busy}
            scroll={{ x: 760 }}
            aria-label={t(`decoration.areas.${area}.name`)}
            locale={{ emptyText: <EmptyState description={t(`decoration.areas.${area}.empty`)} /> }}
          />
        </SortableContext>
      </DndContext>
    </Space>
  );
}
