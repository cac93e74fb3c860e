import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileSmsSender, type FiledSms } from './file-sms-sender.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-sms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the file SMS sender', () => {
  it('appends each message as a JSON line to a file only its owner can read', async () => {
    const file = path.join(dir, 'sms.jsonl');
    const sender = createFileSmsSender(file, () => new Date('2026-11-25T10:00:00Z'));
    await sender.send({
      kind: 'code',
      tenantId: 1,
      phone: '13800000001',
      scene: 'login',
      code: '123456',
      text: 'Code 123456',
    });
    await sender.send({
      kind: 'code',
      tenantId: 2,
      phone: '13800000002',
      scene: 'register',
      code: '654321',
      text: 'Code 654321',
    });
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as FiledSms);
    expect(lines).toEqual([
      {
        kind: 'code',
        tenantId: 1,
        phone: '13800000001',
        scene: 'login',
        code: '123456',
        text: 'Code 123456',
        at: '2026-11-25T10:00:00.000Z',
      },
      {
        kind: 'code',
        tenantId: 2,
        phone: '13800000002',
        scene: 'register',
        code: '654321',
        text: 'Code 654321',
        at: '2026-11-25T10:00:00.000Z',
      },
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
