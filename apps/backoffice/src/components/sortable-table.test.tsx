import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortableTable } from './sortable-table';

interface Slot {
  code: string;
  title: string;
}

const rows: Slot[] = [
  { code: 'a', title: 'Alpha' },
  { code: 'b', title: 'Beta' },
  { code: 'c', title: 'Gamma' },
];

const labels = {
  column: 'Order',
  drag: (name: string) => `Drag ${name}`,
  up: (name: string) => `Move ${name} up`,
  down: (name: string) => `Move ${name} down`,
};

function renderTable(onReorder: (keys: string[]) => void, disabled = false) {
  return render(
    <SortableTable<Slot, string>
      rows={rows}
      rowKey={(row) => row.code}
      nameOf={(row) => row.title}
      labels={labels}
      onReorder={onReorder}
      disabled={disabled}
      columns={[{ key: 'title', title: 'Title', dataIndex: 'title' }]}
    />,
  );
}

describe('SortableTable', () => {
  it('gives every row a named drag handle and arrows that answer the whole new order of its keys', () => {
    const onReorder = vi.fn();
    renderTable(onReorder);
    expect(screen.getByRole('button', { name: 'Drag Beta' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Alpha up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Gamma down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Gamma up' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Alpha down' }));
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'a', 'c']);
  });

  it('offers no arrow while disabled (a save is under way)', () => {
    const onReorder = vi.fn();
    renderTable(onReorder, true);
    for (const button of screen.getAllByRole('button', { name: /^Move / })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
