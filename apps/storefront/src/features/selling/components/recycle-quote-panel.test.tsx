import type { RecycleQuoteLine } from '@gs/shared/recycle';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildQuote } from '../testing/recycle-fixtures';
import { RecycleQuotePanel } from './recycle-quote-panel';

/** A per-unit range line of Hero count over 10–125 (¥1 a hero) for `value` heroes entered. */
function heroLine(value: number, range = { from: 10, to: 125 }, perUnit = true): RecycleQuoteLine {
  const units = perUnit ? Math.min(value, range.to) - range.from : null;
  return {
    kind: 'range',
    attributeId: 14,
    choiceId: null,
    label: `Hero count ${range.from}–${range.to}`,
    units,
    range: { name: 'Hero count', value, ...range },
    fen: units === null ? 2_000 : units * 100,
  };
}

function basisOf(lines: RecycleQuoteLine[]): string[] {
  const base: RecycleQuoteLine = {
    kind: 'base',
    attributeId: null,
    choiceId: null,
    label: '',
    units: null,
    fen: 3_000,
  };
  const basis = [base, ...lines];
  const quote = buildQuote({ basis, quoteFen: basis.reduce((sum, line) => sum + line.fen, 0) });
  render(
    <RecycleQuotePanel quote={quote} missing={[]} updating={false} error={null} onRetry={() => {}} range={null} />,
  );
  const list = screen.getByRole('list', { name: i18n.t('quickRecycle.quote.basisTitle') });
  return within(list)
    .getAllByRole('listitem')
    .slice(1)
    .map((item) => item.textContent ?? '');
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('RecycleQuotePanel: what a range line counts', () => {
  it('says how many were entered and how many above the included ones are paid (60 heroes over 10–125)', () => {
    expect(basisOf([heroLine(60)])).toEqual(['Hero count: 60 — 50 above the 10 included in the base +¥50.00']);
  });

  it('says so in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(basisOf([heroLine(60)])).toEqual(['Hero count：60，基础价已含 10，超出的 50 个另计 +¥50.00']);
  });

  it('says where counting stops when more were entered than the range pays for', () => {
    expect(basisOf([heroLine(130)])).toEqual(['Hero count: 130 — 115 counted, from 10 up to the cap of 125 +¥115.00']);
  });

  it('counts each one when the range starts at zero, and names the span of a flat increment', () => {
    expect(basisOf([heroLine(40, { from: 0, to: 600 }), heroLine(60, { from: 50, to: 80 }, false)])).toEqual([
      'Hero count: 40 — each one counted +¥40.00',
      'Hero count: 60, within 50–80 +¥20.00',
    ]);
  });

  it('keeps the label and units of an older stored quote that has no parts', () => {
    const { range: _parts, ...older } = heroLine(60);
    expect(basisOf([older])).toEqual(['Hero count 10–125 · 50 units +¥50.00']);
  });
});
