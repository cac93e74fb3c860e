import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Where private uploads' sealed bytes live: a folder beside (never inside) the public uploads folder, so the static
 * `/uploads/` route cannot reach them. One file per upload at `<root>/<tenantId>/<id>.bin`. Local disk now; an S3
 * adapter would keep the same shape (the bytes are already encrypted).
 */
export interface PrivateMediaStore {
  write(tenantId: number, id: string, sealed: Buffer): Promise<void>;
  /** The sealed bytes, or null when no such file exists. */
  read(tenantId: number, id: string): Promise<Buffer | null>;
  remove(tenantId: number, id: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createDiskPrivateMediaStore(root: string): PrivateMediaStore {
  const fileOf = (tenantId: number, id: string) => {
    if (!Number.isSafeInteger(tenantId) || tenantId <= 0 || !UUID.test(id)) {
      throw new Error('Unsafe private media key');
    }
    return path.join(root, String(tenantId), `${id}.bin`);
  };
  return {
    async write(tenantId, id, sealed) {
      const file = fileOf(tenantId, id);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, sealed, { mode: 0o600, flag: 'wx' });
    },
    async read(tenantId, id) {
      try {
        return await fs.readFile(fileOf(tenantId, id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(tenantId, id) {
      await fs.rm(fileOf(tenantId, id), { force: true });
    },
  };
}
