import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadOrCreateDevKeyring, parseKeyring } from './secret-box.ts';

const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('base64');

describe('createSecretBox', () => {
  const box = createSecretBox(parseKeyring(`a1:${keyA}`));

  it('opens what it sealed, including unicode and the empty string', () => {
    for (const value of ['hunter2', '账号：玩家01 / 密码：p@ss 🎮', '', 'x'.repeat(10_000)]) {
      expect(box.decrypt(box.encrypt(value))).toBe(value);
      expect(box.decrypt(box.encrypt(value, 'tenant:3:user:7'), 'tenant:3:user:7')).toBe(value);
    }
  });

  it('seals in the documented format and never repeats a ciphertext', () => {
    const first = box.encrypt('110101199003074519');
    const second = box.encrypt('110101199003074519');
    expect(first).toMatch(/^v1\.a1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(first).not.toContain('110101');
  });

  it('refuses a value with any character changed, whichever part it is in', () => {
    const sealed = box.encrypt('secret credentials', 'tenant:1:goods:9');
    for (let index = 0; index < sealed.length; index++) {
      const original = sealed[index];
      const replacement = original === 'A' ? 'B' : 'A';
      const tampered = sealed.slice(0, index) + replacement + sealed.slice(index + 1);
      expect(() => box.decrypt(tampered, 'tenant:1:goods:9')).toThrow('Secret could not be decrypted');
    }
    expect(() => box.decrypt(`${sealed}A`, 'tenant:1:goods:9')).toThrow('Secret could not be decrypted');
    expect(() => box.decrypt(sealed.slice(0, -1), 'tenant:1:goods:9')).toThrow('Secret could not be decrypted');
  });

  it('refuses the wrong additional data, including none', () => {
    const sealed = box.encrypt('secret', 'tenant:3:user:7');
    expect(() => box.decrypt(sealed, 'tenant:3:user:8')).toThrow('Secret could not be decrypted');
    expect(() => box.decrypt(sealed, 'tenant:4:user:7')).toThrow('Secret could not be decrypted');
    expect(() => box.decrypt(sealed)).toThrow('Secret could not be decrypted');
    expect(() => box.decrypt(box.encrypt('secret'), 'tenant:3:user:7')).toThrow('Secret could not be decrypted');
  });

  it('refuses malformed input and unknown key ids with a message that does not echo the input', () => {
    const sealed = box.encrypt('secret');
    const inputs = [
      '',
      'not-a-secret-13812345678',
      sealed.replace(/^v1\./, 'v2.'),
      sealed.replace(/^v1\.a1\./, 'v1.zz.'),
      sealed.split('.').slice(0, 4).join('.'),
      `${sealed}.extra`,
      sealed.replace(/\.[^.]+$/, '.!!!'),
    ];
    for (const input of inputs) {
      let message = '';
      try {
        box.decrypt(input);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe('Secret could not be decrypted');
    }
    expect(() => box.decrypt(undefined as unknown as string)).toThrow('Secret could not be decrypted');
  });

  it('keeps opening old values after rotation and seals new ones under the new active key', () => {
    const before = createSecretBox(parseKeyring(`k1:${keyA}`));
    const oldSealed = before.encrypt('old credentials', 'tenant:1:goods:1');
    const after = createSecretBox(parseKeyring(`k2:${keyB},k1:${keyA}`));
    expect(after.decrypt(oldSealed, 'tenant:1:goods:1')).toBe('old credentials');
    const newSealed = after.encrypt('new credentials');
    expect(newSealed.startsWith('v1.k2.')).toBe(true);
    expect(after.decrypt(newSealed)).toBe('new credentials');
    // Once the old key is dropped, its values no longer open.
    const retired = createSecretBox(parseKeyring(`k2:${keyB}`));
    expect(() => retired.decrypt(oldSealed, 'tenant:1:goods:1')).toThrow('Secret could not be decrypted');
    expect(() => before.decrypt(newSealed)).toThrow('Secret could not be decrypted');
  });

  it('gives a deterministic blind index per purpose that differs across purposes and keys', () => {
    const same = createSecretBox(parseKeyring(`a1:${keyA}`));
    const index = box.blindIndex('110101199003074519', 'idNumber');
    expect(index).toMatch(/^[0-9a-f]{64}$/);
    expect(same.blindIndex('110101199003074519', 'idNumber')).toBe(index);
    expect(box.blindIndex('110101199003074519', 'phone')).not.toBe(index);
    expect(box.blindIndex('110101199003074518', 'idNumber')).not.toBe(index);
    expect(createSecretBox(parseKeyring(`b1:${keyB}`)).blindIndex('110101199003074519', 'idNumber')).not.toBe(index);
    expect(() => box.blindIndex('x', '')).toThrow();
  });
});

describe('sealing bytes (private files)', () => {
  const box = createSecretBox(parseKeyring(`a1:${keyA}`));
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
    Buffer.from('Exif secret-owner-name'),
    randomBytes(64),
  ]);

  it('opens what it sealed, never showing the plaintext or repeating a ciphertext', () => {
    const sealed = box.encryptBytes(jpeg, 'private-upload:3:abc');
    expect(box.decryptBytes(sealed, 'private-upload:3:abc').equals(jpeg)).toBe(true);
    expect(sealed.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(sealed.includes(Buffer.from('secret-owner-name'))).toBe(false);
    expect(box.encryptBytes(jpeg, 'private-upload:3:abc').equals(sealed)).toBe(false);
    expect(box.decryptBytes(box.encryptBytes(Buffer.alloc(0))).length).toBe(0);
  });

  it('refuses a changed byte, the wrong additional data, a text-sealed value and garbage', () => {
    const sealed = box.encryptBytes(jpeg, 'private-upload:3:abc');
    for (const index of [0, 5, 8, 20, 40, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[index] = (changed[index] ?? 0) ^ 1;
      expect(() => box.decryptBytes(changed, 'private-upload:3:abc'), String(index)).toThrow(
        'Secret could not be decrypted',
      );
    }
    expect(() => box.decryptBytes(sealed, 'private-upload:4:abc')).toThrow('Secret could not be decrypted');
    expect(() => box.decryptBytes(sealed)).toThrow('Secret could not be decrypted');
    expect(() => box.decryptBytes(Buffer.from(box.encrypt('x')))).toThrow('Secret could not be decrypted');
    expect(() => box.decryptBytes(sealed.subarray(0, 20), 'private-upload:3:abc')).toThrow(
      'Secret could not be decrypted',
    );
  });

  it('keeps opening old files after rotation', () => {
    const sealed = box.encryptBytes(jpeg);
    const rotated = createSecretBox(parseKeyring(`b2:${keyB},a1:${keyA}`));
    expect(rotated.decryptBytes(sealed).equals(jpeg)).toBe(true);
    expect(() => box.decryptBytes(rotated.encryptBytes(jpeg))).toThrow('Secret could not be decrypted');
  });
});

describe('parseKeyring', () => {
  const messageOf = (spec: string) => {
    try {
      parseKeyring(spec);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected parseKeyring to fail');
  };

  it('reads several keys, the first being active, in standard or url-safe base64', () => {
    const urlSafe = Buffer.from(keyB, 'base64').toString('base64url');
    const keyring = parseKeyring(` k2:${keyB.replace(/=+$/, '')} , k1:${keyA},k0_old-x:${urlSafe}`);
    expect(keyring.activeKeyId).toBe('k2');
    expect([...keyring.keys.keys()]).toEqual(['k2', 'k1', 'k0_old-x']);
    expect(keyring.keys.get('k1')?.equals(Buffer.from(keyA, 'base64'))).toBe(true);
    expect(keyring.keys.get('k0_old-x')?.equals(Buffer.from(keyB, 'base64'))).toBe(true);
  });

  it('explains each mistake without quoting key material', () => {
    const shortKey = randomBytes(16).toString('base64');
    const longKey = randomBytes(48).toString('base64');
    const cases: Array<[string, RegExp, string[]]> = [
      ['', /empty/, []],
      ['   ', /empty/, []],
      [`k1:${keyA},`, /entry 2 is empty/, [keyA]],
      [keyA, /no key id/, [keyA]],
      [`k1:${shortKey}`, /exactly 32 bytes, not 16/, [shortKey]],
      [`k1:${longKey}`, /exactly 32 bytes, not 48/, [longKey]],
      [`k1:${keyA.slice(0, 20)}!${keyA.slice(21)}`, /not valid base64/, [keyA.slice(0, 20)]],
      [`bad kid:${keyA}`, /invalid key id/, [keyA]],
      [`${'k'.repeat(33)}:${keyA}`, /invalid key id/, [keyA]],
      [`${keyA}:k1`, /invalid key id/, [keyA]],
      [`k1:${keyA},k1:${keyB}`, /entry 2 repeats the key id "k1"/, [keyA, keyB]],
    ];
    for (const [spec, expected, secrets] of cases) {
      const message = messageOf(spec);
      expect(message).toMatch(expected);
      for (const secret of secrets) expect(message).not.toContain(secret.slice(0, 12));
    }
  });
});

describe('loadOrCreateDevKeyring', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('creates the key file once (mode 0600, parent directory included) and reuses it afterwards', () => {
    const file = path.join(directory, 'nested', 'keys', 'dev-keyring');
    const created = loadOrCreateDevKeyring(file);
    const content = fs.readFileSync(file, 'utf8');
    expect(created.keys.get(created.activeKeyId)?.length).toBe(32);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const reloaded = loadOrCreateDevKeyring(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
    expect(reloaded.activeKeyId).toBe(created.activeKeyId);
    const sealed = createSecretBox(created).encrypt('survives a restart');
    expect(createSecretBox(reloaded).decrypt(sealed)).toBe('survives a restart');
  });

  it('reads a key file written by hand and names the file when it is broken', () => {
    const file = path.join(directory, 'hand-written');
    fs.writeFileSync(file, `ops1:${keyA}\n`);
    expect(loadOrCreateDevKeyring(file).activeKeyId).toBe('ops1');
    fs.writeFileSync(file, 'ops1:short\n');
    expect(() => loadOrCreateDevKeyring(file)).toThrow(/hand-written.*32 bytes/);
  });
});
