import { createPrivateKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAlipayKeys } from './alipay-key-check.ts';
import {
  normalizeAlipayPrivateKey,
  normalizeAlipayPublicKey,
  publicKeyFingerprint,
  publicKeyOfPrivateKey,
} from './alipay-keys.ts';

const keyPair = (modulusLength = 2048) =>
  generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = keyPair();
const alipay = keyPair();
const stranger = keyPair();
const APP_ID = '2021000000000077';

/** The base64 between a PEM's header lines, as Alipay's key tool shows keys. */
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const signContent = (fields: Record<string, string>) =>
  Object.keys(fields)
    .filter((key) => key !== 'sign' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');

/**
 * A local stand-in for Alipay's gateway answering alipay.trade.query as Alipay does: an unknown app id gets an
 * unsigned error; a request signed with a key other than the merchant's gets a signed refusal; a good request
 * gets a signed "trade does not exist".
 */
const gateway = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://gateway');
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    response.setHeader('content-type', 'application/json;charset=utf-8');
    if (params.app_id !== APP_ID) {
      response.end(
        '{"error_response":{"code":"40002","msg":"Invalid Arguments","sub_code":"isv.invalid-app-id","sub_msg":"无效的AppID参数"}}',
      );
      return;
    }
    const signed = createVerify('RSA-SHA256')
      .update(signContent(params), 'utf8')
      .verify(merchant.publicKey, params.sign ?? '', 'base64');
    const inner = signed
      ? { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' }
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const json = JSON.stringify(inner);
    const sign = createSign('RSA-SHA256').update(json, 'utf8').sign(alipay.privateKey, 'base64');
    response.end(`{"alipay_trade_query_response":${json},"sign":"${sign}"}`);
  });
});
let gatewayUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/gateway.do`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});

const keys = (overrides: Partial<Parameters<typeof checkAlipayKeys>[0]> = {}) => ({
  appId: APP_ID,
  privateKey: merchant.privateKey,
  alipayPublicKey: alipay.publicKey,
  gateway: gatewayUrl,
  ...overrides,
});

describe('checkAlipayKeys (alipay.trade.query of a random payment through the official client)', () => {
  it('says the keys work when the gateway answers "trade does not exist" in an answer signed by Alipay', async () => {
    expect(await checkAlipayKeys(keys())).toEqual({
      ok: true,
      reason: 'ok',
      gatewayCode: 'ACQ.TRADE_NOT_EXIST',
      gatewayMessage: '交易不存在',
    });
  });

  it('passes on the gateway’s refusal of a request signed with another private key', async () => {
    expect(await checkAlipayKeys(keys({ privateKey: stranger.privateKey }))).toEqual({
      ok: false,
      reason: 'rejected',
      gatewayCode: 'isv.invalid-signature',
      gatewayMessage: '验签出错',
    });
  });

  it('passes on the gateway’s unsigned refusal of an unknown app id', async () => {
    expect(await checkAlipayKeys(keys({ appId: '2021000000000000' }))).toEqual({
      ok: false,
      reason: 'rejected',
      gatewayCode: 'isv.invalid-app-id',
      gatewayMessage: '无效的AppID参数',
    });
  });

  it('says the Alipay public key is wrong when the answer does not verify with it', async () => {
    expect(await checkAlipayKeys(keys({ alipayPublicKey: stranger.publicKey }))).toMatchObject({
      ok: false,
      reason: 'answer_signature',
      gatewayCode: 'ACQ.TRADE_NOT_EXIST',
    });
  });

  it('says the gateway was not reached, without the signed request', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await checkAlipayKeys(keys({ gateway: `http://127.0.0.1:${port}/gateway.do` }));
    expect(result).toMatchObject({ ok: false, reason: 'unreachable', gatewayCode: null });
    expect(result.gatewayMessage).not.toContain('sign=');
  });
});

describe('reading pasted keys', () => {
  it('reads a private key as PEM or bare base64, PKCS#8 or PKCS#1, and stores one PKCS#8 PEM form', () => {
    const pkcs1 = createPrivateKey(merchant.privateKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    const forms = [
      merchant.privateKey,
      bare(merchant.privateKey),
      pkcs1,
      bare(pkcs1),
      `\n  ${merchant.privateKey}  \n`,
    ];
    for (const form of forms) expect(normalizeAlipayPrivateKey(form)).toBe(merchant.privateKey);
  });

  it('reads a public key as PEM or bare base64', () => {
    expect(normalizeAlipayPublicKey(alipay.publicKey)).toBe(alipay.publicKey);
    expect(normalizeAlipayPublicKey(bare(alipay.publicKey))).toBe(alipay.publicKey);
  });

  it('refuses what is not an RSA2 key of the right kind', () => {
    const weak = keyPair(1024);
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    for (const text of ['', 'not a key', 'QUJD', weak.privateKey, ec.privateKey, alipay.publicKey]) {
      expect(normalizeAlipayPrivateKey(text)).toBeNull();
    }
    for (const text of [
      '',
      'not a key',
      weak.publicKey,
      ec.publicKey,
      merchant.privateKey,
      bare(merchant.privateKey),
    ]) {
      expect(normalizeAlipayPublicKey(text)).toBeNull();
    }
  });

  it('fingerprints a public key by its SHA-256, and finds the public half of a private key', () => {
    expect(publicKeyOfPrivateKey(merchant.privateKey)).toBe(merchant.publicKey);
    expect(publicKeyFingerprint(alipay.publicKey)).toMatch(/^[0-9A-F]{8}$/);
    expect(publicKeyFingerprint(alipay.publicKey)).not.toBe(publicKeyFingerprint(merchant.publicKey));
  });
});
