import { describe, expect, it } from 'vitest';
import {
  AliyunSmsError,
  aliyunPercentEncode,
  aliyunStringToSign,
  canonicalizeAliyunQuery,
  createAliyunSmsSender,
  signAliyunRpc,
} from './aliyun-sms-sender.ts';
import type { SmsMessage } from './sms-sender.ts';

/*
 * Aliyun's own worked example for SMS request signing ("签名机制" / 如何生成请求签名), official page:
 *   https://help.aliyun.com/document_detail/101343.htm  (earlier at https://help.aliyun.com/document_detail/56189.html)
 * Its parameters (AccessKeyId testId, secret testSecret, nonce 45e25e9b-…, Timestamp 2017-07-12T02:42:19Z) are those
 * below. The stored copy of the official page available while writing this was cut off before the expected
 * values, so the canonical query, StringToSign and Signature here are the documented ones as quoted verbatim from
 * that page by several independent client libraries' tests and notes (Java, Elixir, Ruby, Python, shell); they
 * agree with each other, and none of them was produced by the code under test.
 */
const DOC_SECRET = 'testSecret';
const DOC_PARAMS: Record<string, string> = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};
const DOC_CANONICAL_QUERY =
  'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
  '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
  '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
  '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z' +
  '&Version=2017-05-25';
const DOC_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001' +
  '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF' +
  '%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1' +
  '%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007' +
  '%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z' +
  '%26Version%3D2017-05-25';
const DOC_SIGNATURE = 'zJDF+Lrzhj/ThnlvIToysFRq6t4=';
const DOC_ENCODED_SIGNATURE = 'zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D';

describe('Aliyun RPC signing', () => {
  it('encodes like Aliyun: RFC 3986 unreserved characters kept, space as %20, * as %2A, ~ kept', () => {
    expect(aliyunPercentEncode('AZaz09-_.~')).toBe('AZaz09-_.~');
    expect(aliyunPercentEncode('a b+c*d~e')).toBe('a%20b%2Bc%2Ad~e');
    expect(aliyunPercentEncode("!'()")).toBe('%21%27%28%29');
    expect(aliyunPercentEncode('/=&:"{}')).toBe('%2F%3D%26%3A%22%7B%7D');
    expect(aliyunPercentEncode('阿')).toBe('%E9%98%BF');
    expect(aliyunPercentEncode(DOC_SIGNATURE)).toBe(DOC_ENCODED_SIGNATURE);
  });

  it("reproduces the canonical query, StringToSign and Signature of Aliyun's documented example", () => {
    expect(canonicalizeAliyunQuery(DOC_PARAMS)).toBe(DOC_CANONICAL_QUERY);
    expect(aliyunStringToSign(DOC_PARAMS)).toBe(DOC_STRING_TO_SIGN);
    expect(signAliyunRpc(DOC_PARAMS, DOC_SECRET)).toBe(DOC_SIGNATURE);
  });

  it('ignores parameter order and any Signature already present, and depends on method, secret and values', () => {
    const reversed = Object.fromEntries(Object.entries(DOC_PARAMS).reverse());
    expect(signAliyunRpc({ ...reversed, Signature: 'old' }, DOC_SECRET)).toBe(DOC_SIGNATURE);
    expect(signAliyunRpc(DOC_PARAMS, DOC_SECRET, 'POST')).not.toBe(DOC_SIGNATURE);
    expect(signAliyunRpc(DOC_PARAMS, 'testSecret2')).not.toBe(DOC_SIGNATURE);
    expect(signAliyunRpc({ ...DOC_PARAMS, PhoneNumbers: '15300000002' }, DOC_SECRET)).not.toBe(DOC_SIGNATURE);
  });
});

describe('createAliyunSmsSender', () => {
  const secret = 'S3cr3t-AccessKey-Secret-Value';
  const phone = '13912345678';
  const code = '482913';
  const message: SmsMessage = { kind: 'code', tenantId: 3, phone, scene: 'login', code, text: `Your code is ${code}` };
  const fixedNow = new Date('2026-03-04T05:06:07.890Z');

  function senderAnswering(status: number, body: unknown, noticeTemplateCode?: string) {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(input), init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const sender = createAliyunSmsSender({
      accessKeyId: 'LTAI-test-id',
      accessKeySecret: secret,
      signName: '游戏账号商城',
      templateCode: 'SMS_123456789',
      noticeTemplateCode,
      fetchImpl,
      now: () => fixedNow,
      nonce: () => 'nonce-0001',
    });
    return { sender, requests };
  }

  const errorOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as AliyunSmsError;
    }
    throw new Error('expected the send to fail');
  };

  const expectNoSecrets = (text: string) => {
    for (const hidden of [phone, code, secret, aliyunPercentEncode(secret), '1391234']) {
      expect(text).not.toContain(hidden);
    }
  };

  const notice: SmsMessage = {
    kind: 'notice',
    tenantId: 3,
    phone,
    scene: 'notice.claim-decided',
    code: '',
    text: '【游戏账号商城】您在订单 GS1 的售后申请已处理：已驳回。',
  };
  const answeredOk = { Code: 'OK', Message: 'OK', BizId: '1^0', RequestId: 'R' };

  it('sends a notice with the notice template, its text without the signature the template adds', async () => {
    const { sender, requests } = senderAnswering(200, answeredOk, 'SMS_NOTICE_1');
    await expect(sender.send(notice)).resolves.toEqual({ providerMessageId: '1^0' });
    const query = new URL(requests[0]?.url ?? '').searchParams;
    expect(query.get('TemplateCode')).toBe('SMS_NOTICE_1');
    expect(JSON.parse(query.get('TemplateParam') ?? '')).toEqual({ text: '您在订单 GS1 的售后申请已处理：已驳回。' });
  });

  it('refuses a notice without a notice template, sending nothing', async () => {
    const { sender, requests } = senderAnswering(200, answeredOk);
    const error = await errorOf(sender.send(notice));
    expect(error).toBeInstanceOf(AliyunSmsError);
    expect(error.message).toContain('ALIYUN_SMS_NOTICE_TEMPLATE_CODE');
    expect(requests).toHaveLength(0);
  });

  it('sends a signed SendSms request and returns the BizId', async () => {
    const { sender, requests } = senderAnswering(200, {
      Code: 'OK',
      Message: 'OK',
      BizId: '900619746936498440^0',
      RequestId: 'F655A8D5-B967-440B-8683-DAD6FF8DE990',
    });
    expect(sender.name).toBe('aliyun');
    await expect(sender.send(message)).resolves.toEqual({ providerMessageId: '900619746936498440^0' });

    expect(requests).toHaveLength(1);
    const request = requests[0];
    if (!request) throw new Error('no request');
    expect(request.init?.method).toBe('GET');
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://dysmsapi.aliyuncs.com/');
    expect(url.search.startsWith('?Signature=')).toBe(true);

    const params = Object.fromEntries(url.searchParams);
    const { Signature: signature, ...signed } = params;
    expect(signed).toEqual({
      AccessKeyId: 'LTAI-test-id',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: '游戏账号商城',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'nonce-0001',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      TemplateParam: `{"code":"${code}"}`,
      Timestamp: '2026-03-04T05:06:07Z',
      Version: '2017-05-25',
    });
    // Re-verify: the Signature carried in the URL is the one for exactly the parameters the URL carries
    // (signAliyunRpc itself is checked against Aliyun's documented example above).
    expect(signature).toBe(signAliyunRpc(signed, secret));
    expect(signature).not.toBe(signAliyunRpc(signed, 'another-secret'));
    expect(url.search).toBe(`?Signature=${aliyunPercentEncode(signature ?? '')}&${canonicalizeAliyunQuery(signed)}`);
    expect(request.url).not.toContain(secret);
  });

  it('answers a null message id when Aliyun omits the BizId', async () => {
    const { sender } = senderAnswering(200, { Code: 'OK', Message: 'OK' });
    await expect(sender.send(message)).resolves.toEqual({ providerMessageId: null });
  });

  it("throws Aliyun's Code and Message on a refusal without the phone number, the code or the secret", async () => {
    const { sender } = senderAnswering(200, {
      Code: 'isv.BUSINESS_LIMIT_CONTROL',
      Message: '触发小时级流控Permits:5',
      RequestId: 'A1B2C3D4-0000-4000-8000-ABCDEF012345',
    });
    const error = await errorOf(sender.send(message));
    expect(error).toBeInstanceOf(AliyunSmsError);
    expect(error.message).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.message).toContain('触发小时级流控Permits:5');
    expect(error.message).toContain('A1B2C3D4-0000-4000-8000-ABCDEF012345');
    expect(error.providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(error.httpStatus).toBe(200);
    expectNoSecrets(error.message);
    expectNoSecrets(String(error.stack));
  });

  it('masks the phone number and code when Aliyun echoes them back', async () => {
    const echoedQuery = aliyunPercentEncode(`PhoneNumbers=${phone}&TemplateParam={"code":"${code}"}`);
    const { sender } = senderAnswering(400, {
      Code: 'SignatureDoesNotMatch',
      Message: `Specified signature is not matched with our calculation. server string to sign is:GET&%2F&${echoedQuery}`,
      RequestId: 'req-1',
    });
    const error = await errorOf(sender.send(message));
    expect(error.message).toContain('SignatureDoesNotMatch');
    expect(error.message).toContain('Specified signature is not matched');
    expect(error.httpStatus).toBe(400);
    expectNoSecrets(error.message);

    const { sender: echoing } = senderAnswering(200, {
      Code: 'isv.MOBILE_NUMBER_ILLEGAL',
      Message: `invalid mobile number ${phone} for code ${code} (${aliyunPercentEncode(secret)})`,
    });
    const echoed = await errorOf(echoing.send(message));
    expect(echoed.message).toContain('isv.MOBILE_NUMBER_ILLEGAL');
    expectNoSecrets(echoed.message);
  });

  it('reports an unreadable answer and a network failure without the request URL', async () => {
    const { sender } = senderAnswering(502, '<html>Bad Gateway</html>');
    const unreadable = await errorOf(sender.send(message));
    expect(unreadable.message).toBe('Aliyun SMS answered HTTP 502 without a readable result.');

    const failing = createAliyunSmsSender({
      accessKeyId: 'LTAI-test-id',
      accessKeySecret: secret,
      signName: 'sign',
      templateCode: 'SMS_1',
      fetchImpl: (async (input: string | URL | Request) => {
        throw new TypeError(`fetch failed for ${String(input)}`, { cause: { code: 'ECONNREFUSED' } });
      }) as typeof fetch,
    });
    const network = await errorOf(failing.send(message));
    expect(network.message).toBe('Aliyun SMS request failed: TypeError ECONNREFUSED.');
    expectNoSecrets(network.message);
  });

  it('refuses to start without credentials, naming the missing setting but no value', () => {
    expect(() =>
      createAliyunSmsSender({ accessKeyId: 'id', accessKeySecret: '', signName: 'sign', templateCode: ' ' }),
    ).toThrow('Aliyun SMS is missing accessKeySecret, templateCode.');
  });
});
