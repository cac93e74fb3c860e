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

/** Reads files the media store wrote, by the URL `put` answered: for files served only through a guarded route. */
export interface MediaReader {
  /** The file's bytes and content type, or null when the URL names no stored file. */
  read(url: string): Promise<{ content: Buffer; contentType: string } | null>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

export function createDiskMediaReader(uploadsDir: string): MediaReader {
  return {
    async read(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      try {
        const content = await fs.readFile(path.join(uploadsDir, key));
        const contentType = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
        return { content, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
