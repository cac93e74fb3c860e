import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WrappingTabs } from './wrapping-tabs';

function Panels({ onChange = () => {} }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('a');
  return (
    <WrappingTabs
      activeKey={active}
      onChange={(key) => {
        onChange(key);
        setActive(key);
      }}
      items={[
        { key: 'a', label: 'Details', children: <p>Attributes</p> },
        { key: 'b', label: 'Rules', children: <input aria-label="Rules field" /> },
        { key: 'c', label: 'Groups', children: <p>Service groups</p> },
      ]}
    />
  );
}

describe('wrapping tabs', () => {
  it('is a tab list with one tab stop, each tab controlling its panel', () => {
    render(<Panels />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(panel.id).toBe(tabs[0]?.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Attributes');
    // A panel is drawn only once its tab has been chosen.
    expect(screen.queryByText('Service groups')).toBeNull();
  });

  it('moves between the tabs and chooses them with the arrow keys, Home and End, wrapping round', () => {
    const onChange = vi.fn();
    render(<Panels onChange={onChange} />);
    const details = screen.getByRole('tab', { name: 'Details' });
    fireEvent.keyDown(details, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Groups', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Groups', selected: true })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBe(document.activeElement);
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['c', 'a', 'c', 'a']);
    // Other keys are left to the page.
    fireEvent.keyDown(document.activeElement as Element, { key: 'a' });
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('keeps a panel chosen before, hidden, with what was typed into it', () => {
    render(<Panels />);
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Rules field' }), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.queryByRole('tabpanel', { name: 'Rules' })).toBeNull(); // hidden
    const rules = document.getElementById(
      screen.getByRole('tab', { name: 'Rules' }).getAttribute('aria-controls') ?? '',
    );
    expect(rules?.hidden).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect((screen.getByRole('textbox', { name: 'Rules field' }) as HTMLInputElement).value).toBe('kept');
  });

  it('without panels, is a bar that only switches', () => {
    const onChange = vi.fn();
    render(
      <WrappingTabs
        activeKey="x"
        onChange={onChange}
        items={[
          { key: 'x', label: 'Announcements' },
          { key: 'y', label: 'Help centre' },
        ]}
      />,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Announcements' }).hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Help centre' }));
    expect(onChange).toHaveBeenCalledWith('y');
    // The tab already chosen is not chosen again.
    fireEvent.click(screen.getByRole('tab', { name: 'Announcements' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
