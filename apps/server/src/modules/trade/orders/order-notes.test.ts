import { describe, expect, it } from 'vitest';
import { deliveredNote, localizeOrderNote } from './order-notes.ts';

describe('localizeOrderNote', () => {
  it("shows the system's own notes in the reader's language", () => {
    expect(localizeOrderNote('delivered', 'zh-CN')).toBe('账号已交付');
    expect(localizeOrderNote('payment time ran out', 'en-US')).toBe('Not paid in time');
    expect(localizeOrderNote('deposit payment via alipay', 'zh-CN')).toBe('定金已支付（支付宝）');
    expect(localizeOrderNote('full payment via sandbox', 'en-US')).toBe('Full payment received (sandbox)');
  });

  it("shows a claim's notes in the reader's language, with the staff's reason as written", () => {
    expect(localizeOrderNote('claim: retrieved', 'zh-CN')).toBe('买家申请售后：账号被找回');
    expect(localizeOrderNote('claim: wrong_login', 'en-US')).toBe('Claim opened: the login does not work');
    expect(localizeOrderNote('claim withdrawn', 'zh-CN')).toBe('买家撤回了售后申请');
    expect(localizeOrderNote('claim compensate: 卖家找回账号', 'zh-CN')).toBe('售后处理结果：赔付（卖家找回账号）');
    expect(localizeOrderNote('claim reject: no evidence', 'en-US')).toBe('Claim decided: rejected (no evidence)');
    expect(localizeOrderNote('claim maybe: x', 'en-US')).toBe('claim maybe: x');
  });

  it('names the rebinding steps a delivery left open to staff only', () => {
    const note = deliveredNote(['email', 'security_lock']);
    expect(deliveredNote([])).toBe('delivered');
    expect(localizeOrderNote(note, 'en-US', 'staff')).toBe(
      'Account handed over (rebinding not finished: email, security lock)',
    );
    expect(localizeOrderNote(note, 'zh-CN', 'staff')).toBe('账号已交付（换绑未完成：邮箱、安全锁）');
    expect(localizeOrderNote(note, 'en-US', 'buyer')).toBe('Account handed over');
    expect(localizeOrderNote(note, 'zh-CN', 'seller')).toBe('账号已交付');
    expect(localizeOrderNote(note, 'zh-CN')).toBe('账号已交付');
  });

  it('leaves what staff wrote as it is', () => {
    expect(localizeOrderNote('账号被找回，全额退款', 'en-US')).toBe('账号被找回，全额退款');
    expect(localizeOrderNote('', 'zh-CN')).toBe('');
  });
});
