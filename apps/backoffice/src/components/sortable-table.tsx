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
import { Button, Space, Table, type TableColumnsType, type TableProps, Tooltip } from 'antd';
import { type CSSProperties, createContext, type HTMLAttributes, useContext, useMemo } from 'react';

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

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string | number }) {
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

/** What the order column says, in the caller's words; `name` is the row's `nameOf`. */
export interface SortableTableLabels {
  /** The order column's title, read by screen readers only. */
  column?: string;
  drag: (name: string) => string;
  up: (name: string) => string;
  down: (name: string) => string;
}

export interface SortableTableProps<T, K extends string | number>
  extends Omit<TableProps<T>, 'dataSource' | 'columns' | 'rowKey' | 'components'> {
  rows: T[];
  rowKey: (row: T) => K;
  columns: TableColumnsType<T>;
  /** The row's name, for the handle's and arrows' labels ("Move Rank up"). */
  nameOf: (row: T) => string;
  labels: SortableTableLabels;
  /** The whole new order of keys after a drag or an arrow; the caller saves it. */
  onReorder: (keys: K[]) => void;
  disabled?: boolean;
}

/**
 * A table whose rows are put in order by dragging their handle (pointer, or keyboard: space, arrows, space) or by
 * the up/down arrows beside it, in a leading order column.
 */
export function SortableTable<T, K extends string | number>({
  rows,
  rowKey,
  columns,
  nameOf,
  labels,
  onReorder,
  disabled = false,
  ...tableProps
}: SortableTableProps<T, K>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = rows.map(rowKey);
  const indexOf = (id: string | number) => keys.findIndex((key) => String(key) === String(id));
  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= keys.length || from === to) return;
    onReorder(arrayMove(keys, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  };
  const orderColumn: TableColumnsType<T>[number] = {
    key: 'order',
    title: labels.column ? <span className="visually-hidden">{labels.column}</span> : undefined,
    width: 104,
    render: (_, row, index) => {
      const name = nameOf(row);
      return (
        <Space size={0}>
          <DragHandle label={labels.drag(name)} />
          <Tooltip title={labels.up(name)}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={labels.up(name)}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1)}
            />
          </Tooltip>
          <Tooltip title={labels.down(name)}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={labels.down(name)}
              disabled={disabled || index === rows.length - 1}
              onClick={() => move(index, index + 1)}
            />
          </Tooltip>
        </Space>
      );
    },
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={disabled ? undefined : onDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Table<T>
          pagination={false}
          size="middle"
          {...tableProps}
          rowKey={rowKey}
          components={{ body: { row: SortableRow } }}
          dataSource={rows}
          columns={[orderColumn, ...columns]}
        />
      </SortableContext>
    </DndContext>
  );
}
