import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
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
import { Button, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface HandleContextValue {
  setActivatorNodeRef?: (element: HTMLElement | null) => void;
  listeners?: ReturnType<typeof useSortable>['listeners'];
  attributes?: ReturnType<typeof useSortable>['attributes'];
}
const HandleContext = createContext<HandleContextValue>({});

function DragHandle({ label }: { label: string }) {
  const { setActivatorNodeRef, listeners, attributes } = useContext(HandleContext);
  // The handle, not the row, carries dnd-kit's keyboard and screen-reader attributes: the row stays a table row.
  const { role: _role, ...handleAttributes } = attributes ?? ({} as NonNullable<typeof attributes>);
  return (
    <Button
      {...handleAttributes}
      type="text"
      size="small"
      icon={<HolderOutlined />}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      aria-label={label}
      {...listeners}
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

export interface SortableTableProps<T extends { id: number }> extends Omit<TableProps<T>, 'dataSource' | 'columns'> {
  rows: T[];
  columns: TableColumnsType<T>;
  /** The row's name, for the handle's and arrows' labels ("Move Rank up"). */
  nameOf: (row: T) => string;
  /** The whole new order of ids after a drag or an arrow. */
  onReorder: (ids: number[]) => void;
  disabled?: boolean;
}

/**
 * A table whose rows are put in order by dragging their handle (pointer or keyboard: space, arrows, space), or by
 * the up/down arrows beside it. Answers the whole new order; the caller saves it.
 */
export function SortableTable<T extends { id: number }>({
  rows,
  columns,
  nameOf,
  onReorder,
  disabled = false,
  ...tableProps
}: SortableTableProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((row) => row.id);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  const orderColumn: TableColumnsType<T>[number] = {
    key: 'order',
    title: <span className="visually-hidden">{t('templates.order')}</span>,
    width: 96,
    render: (_, row, index) => {
      const name = nameOf(row);
      return (
        <Space size={0}>
          <DragHandle label={t('templates.dragHandle', { name })} />
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('templates.moveUp', { name })}
            disabled={disabled || index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('templates.moveDown', { name })}
            disabled={disabled || index === rows.length - 1}
            onClick={() => move(index, index + 1)}
          />
        </Space>
      );
    },
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={disabled ? undefined : onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Table<T>
          rowKey="id"
          pagination={false}
          size="middle"
          {...tableProps}
          components={{ body: { row: SortableRow } }}
          dataSource={rows}
          columns={[orderColumn, ...columns]}
        />
      </SortableContext>
    </DndContext>
  );
}
