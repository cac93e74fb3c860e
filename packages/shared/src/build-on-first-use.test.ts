import { describe, expect, it, vi } from 'vitest';
import { buildOnFirstUse } from './build-on-first-use.ts';
import { countSchemasBuilt } from './test/count-schemas-built.ts';

describe('buildOnFirstUse', () => {
  it('builds on the first call only and answers the same value after', () => {
    const build = vi.fn(() => ({ built: true }));
    const value = buildOnFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledOnce();
  });
});

// The shared modules of the storefront's start (start-app) and of its product list: evaluating them is part of every
// page's start on a phone, so they declare constants, not schemas, or build their schemas on first use.
const startModules = {
  envelopeBasics: () => import('./envelope-basics.ts'),
  userInfo: () => import('./user-info.ts'),
  tenantBasics: () => import('./tenant-basics.ts'),
  listingNumber: () => import('./listing-number.ts'),
  listingBasics: () => import('./listing-basics.ts'),
  gameBasics: () => import('./game-basics.ts'),
};

describe("the storefront's start builds no schema", () => {
  it('as its shared modules evaluate', async () => {
    // Fresh copies of the modules (another file of this worker may have imported them already); zod itself is not
    // reloaded, so its own set-up is not counted.
    vi.resetModules();
    for (const [name, load] of Object.entries(startModules)) {
      expect({ name, built: await countSchemasBuilt(load) }).toEqual({ name, built: 0 });
    }
  });

  it('builds the field error and user info schemas on first use, once', async () => {
    vi.resetModules();
    const { fieldErrorSchema } = await startModules.envelopeBasics();
    const { userInfoSchema } = await startModules.userInfo();
    expect(await countSchemasBuilt(() => fieldErrorSchema())).toBeGreaterThan(0);
    expect(await countSchemasBuilt(() => userInfoSchema())).toBeGreaterThan(0);
    expect(await countSchemasBuilt(() => [fieldErrorSchema(), userInfoSchema()])).toBe(0);
    expect(fieldErrorSchema()).toBe(fieldErrorSchema());
    expect(userInfoSchema()).toBe(userInfoSchema());
  });

  it('checks what it checked before', async () => {
    const { fieldErrorSchema } = await startModules.envelopeBasics();
    const { userInfoSchema } = await startModules.userInfo();
    expect(
      fieldErrorSchema()
        .array()
        .parse([{ field: 'phone', message: 'Required', extra: 1 }]),
    ).toEqual([{ field: 'phone', message: 'Required' }]);
    expect(fieldErrorSchema().safeParse({ field: 'phone' }).success).toBe(false);
    expect(userInfoSchema().parse({ userId: 7, nickName: 'buyer', avatar: '', token: 'kept out' })).toEqual({
      userId: 7,
      nickName: 'buyer',
      avatar: '',
    });
    expect(userInfoSchema().safeParse({ userId: 7.5, nickName: 'buyer', avatar: '' }).success).toBe(false);
  });
});
