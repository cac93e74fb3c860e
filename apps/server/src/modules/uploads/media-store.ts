import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Where uploaded and generated files live; served under /uploads/. Local disk now, an S3 adapter later. */
export interface MediaStore {
  /** Writes the file and answers its public URL. */
  put(key: string, content: Buffer | string): Promise<string>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createDiskMediaStore(uploadsDir: string): MediaStore {
  return {
    async put(key, content) {
      if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
      const file = path.join(uploadsDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
      return `/uploads/${key}`;
    },
  };
}
