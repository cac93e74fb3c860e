import { describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAWAL_RULES, withdrawalDayStart, withdrawalRulesFromDict } from './wallet-rules.ts';
import { maskAlipayAccount } from './wallet-view.ts';

describe('the withdrawal day', () => {
  it('is the calendar day in China (UTC+8): it starts at 16:00 UTC the evening before', () => {
    expect(withdrawalDayStart(new Date('2026-11-23T15:59:59.999Z'))).toEqual(new Date('2026-11-22T16:00:00Z'));
    expect(withdrawalDayStart(new Date('2026-11-23T16:00:00Z'))).toEqual(new Date('2026-11-23T16:00:00Z'));
    expect(withdrawalDayStart(new Date('2026-11-24T03:00:00Z'))).toEqual(new Date('2026-11-23T16:00:00Z'));
  });
});

describe('withdrawal rules from the trade_fee dictionary', () => {
  it('reads whole numbers of fen over the defaults and ignores anything else', () => {
    expect(withdrawalRulesFromDict([])).toEqual({ minFen: 1_000, dailyLimitFen: 5_000_000 });
    expect(
      withdrawalRulesFromDict([
        { value: 'withdraw_min_fen', label: ' 2000 ' },
        { value: 'withdraw_daily_limit_fen', label: '12.5' },
        { value: 'service_fee_fen', label: '800' },
      ]),
    ).toEqual({ ...DEFAULT_WITHDRAWAL_RULES, minFen: 2_000 });
    expect(withdrawalRulesFromDict([{ value: 'withdraw_min_fen', label: '0' }]).minFen).toBe(1);
  });
});

describe('masking an Alipay account', () => {
  it('keeps a phone number’s ends and an e-mail’s first letter and domain', () => {
    expect(maskAlipayAccount('13812348000')).toBe('138****8000');
    expect(maskAlipayAccount('alice@example.com')).toBe('a****@example.com');
    expect(maskAlipayAccount('a@example.com')).toBe('a*@example.com');
  });
});
