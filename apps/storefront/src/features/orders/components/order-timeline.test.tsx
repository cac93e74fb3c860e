import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildOrderDetail } from '../testing/order-fixtures';
import { OrderTimeline } from './order-timeline';

/** Each step's title with antd's state of it (wait, process, finish, error). */
function steps(container: HTMLElement) {
  return [...container.querySelectorAll('.ant-steps-item')].map((item) => {
    const state = /ant-steps-item-(wait|process|finish|error)/.exec(item.className)?.[1];
    return `${item.querySelector('.ant-steps-item-title')?.textContent}:${state}`;
  });
}

const entry = (from: 'in_trade' | 'completed' | null, to: 'in_trade' | 'completed' | 'after_sale') => ({
  from,
  to,
  actor: 'buyer' as const,
  note: '',
  at: '2026-11-20T10:00:00.000Z',
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('the order timeline', () => {
  it('keeps a completed trade completed while a claim on it is open, never a failed step', () => {
    const order = buildOrderDetail({
      status: 'after_sale',
      delivered: true,
      history: [entry(null, 'in_trade'), entry('in_trade', 'completed'), entry('completed', 'after_sale')],
    });
    const { container } = render(<OrderTimeline order={order} />);
    expect(steps(container)).toEqual(['Order placed:finish', 'Paid:finish', 'Delivered:finish', 'Completed:finish']);
  });

  it('shows a claim opened during the trade as the trade still going on', () => {
    const order = buildOrderDetail({
      status: 'after_sale',
      delivered: true,
      history: [entry(null, 'in_trade'), entry('in_trade', 'after_sale')],
    });
    const { container } = render(<OrderTimeline order={order} />);
    expect(steps(container)).toEqual(['Order placed:finish', 'Paid:finish', 'Delivered:finish', 'Completed:process']);
  });

  it('marks where a refunded order stopped as failed', () => {
    const order = buildOrderDetail({ status: 'refunded', delivered: false, history: [] });
    const { container } = render(<OrderTimeline order={order} />);
    expect(steps(container)).toEqual(['Order placed:finish', 'Paid:finish', 'Delivered:error', 'Completed:wait']);
  });
});
