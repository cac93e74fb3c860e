import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

let filters: ReturnType<typeof useUrlFilters>;

function Probe() {
  filters = useUrlFilters();
  const location = useLocation();
  return <output aria-label="search">{location.search}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return () => screen.getByRole('status', { name: 'search' }).textContent;
}

describe('useUrlFilters', () => {
  it('reads the page number, 1 when absent or not a page', () => {
    renderAt('/list?page=3');
    expect(filters.pageNum).toBe(3);
  });

  it('keeps the keys a write does not name, and removes a key given null, undefined or an empty string', () => {
    const search = renderAt('/list?status=open&keyword=lol&kind=qq&page=2');
    act(() => filters.update({ keyword: '', kind: undefined, status: null, id: '7' }));
    expect(search()).toBe('?page=2&id=7');
  });

  it('starts every write from the latest URL, so two writes from one render both stay', () => {
    const search = renderAt('/list');
    // Both calls come from the same render (as a row handler kept by a table would): the second must not undo the first.
    const { update } = filters;
    act(() => {
      update({ status: 'closed' });
      update({ id: '5' });
    });
    expect(search()).toBe('?status=closed&id=5');
  });

  it('goes back to the first page when a filter changes, and leaves page 1 out of the URL', () => {
    const search = renderAt('/list?page=4&id=2');
    act(() => filters.setFilters({ status: 'expired' }));
    expect(search()).toBe('?id=2&status=expired');
    act(() => filters.setPage(3));
    expect(search()).toBe('?id=2&status=expired&page=3');
    act(() => filters.setPage(1));
    expect(search()).toBe('?id=2&status=expired');
  });
});
