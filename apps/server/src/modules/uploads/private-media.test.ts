import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskPrivateMediaStore } from './private-media.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gs-private-media-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const ID = '0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

describe('the disk private media store', () => {
  it('keeps each file under its tenant, readable by owner only, never overwritten, and removable', async () => {
    const store = createDiskPrivateMediaStore(path.join(root, 'private'));
    await store.write(7, ID, Buffer.from('sealed'));
    const file = path.join(root, 'private', '7', `${ID}.bin`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await store.read(7, ID))?.toString()).toBe('sealed');
    expect(await store.read(8, ID)).toBeNull();
    await expect(store.write(7, ID, Buffer.from('other'))).rejects.toThrow();
    await store.remove(7, ID);
    expect(existsSync(file)).toBe(false);
    expect(await store.read(7, ID)).toBeNull();
  });

  it('refuses ids and tenants that are not what it wrote, touching nothing outside its folder', async () => {
    const store = createDiskPrivateMediaStore(path.join(root, 'jail', 'private'));
    for (const [tenantId, id] of [
      [7, '../escaped'],
      [7, `${ID}/../../x`],
      [7, ID.toUpperCase()],
      [0, ID],
      [-1, ID],
      [1.5, ID],
    ] as const) {
      await expect(store.write(tenantId, id, Buffer.from('x')), `${tenantId}/${id}`).rejects.toThrow(
        'Unsafe private media key',
      );
      await expect(store.read(tenantId, id)).rejects.toThrow('Unsafe private media key');
    }
    expect(existsSync(path.join(root, 'jail'))).toBe(false);
    expect(readdirSync(root)).not.toContain('escaped');
  });
});
