import { describe, expect, it } from 'vitest';
import { localizeOrderNote } from './order-notes.ts';

describe('localizeOrderNote', () => {
  it("shows the system's own notes in the reader's language", () => {
    expect(localizeOrderNote('delivered', 'zh-CN')).toBe('账号已交付');
    expect(localizeOrderNote('payment time ran out', 'en-US')).toBe('Not paid in time');
    expect(localizeOrderNote('deposit payment via alipay', 'zh-CN')).toBe('定金已支付（支付宝）');
    expect(localizeOrderNote('full payment via sandbox', 'en-US')).toBe('Full payment received (sandbox)');
  });

  it('leaves what staff wrote as it is', () => {
    expect(localizeOrderNote('账号被找回，全额退款', 'en-US')).toBe('账号被找回，全额退款');
    expect(localizeOrderNote('', 'zh-CN')).toBe('');
  });
});
