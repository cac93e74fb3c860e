import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Screen() {
  return <h1>Orders</h1>;
}

/** What the route's error element does: shows that the screen failed. */
class Failed extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function show(Page: ReturnType<typeof lazyScreen>) {
  return render(
    <Failed>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </Failed>,
  );
}

describe('lazyScreen', () => {
  it('loads the screen once, when it is first shown', async () => {
    const load = vi.fn(async () => Screen);
    const Page = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    show(Page).unmount();
    show(Page);
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load once more, and shows the screen when that one succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk request dropped')).mockResolvedValueOnce(Screen);
    show(lazyScreen(load));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands the second failure to the error boundary', async () => {
    const load = vi.fn().mockRejectedValue(new Error('the new build is live'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(lazyScreen(load));
    expect(await screen.findByText('failed: the new build is live')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
