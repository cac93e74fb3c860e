import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createTestClient } from './test/test-client';

/** Just enough of XMLHttpRequest to drive one upload by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function lastXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no upload was started');
  return FakeXhr.last;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadFile', () => {
  it('posts the file as multipart with the session headers and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { client, session } = createTestClient({ getApiBase: () => '/gw' });
    session.token = 'tok-1';
    session.language = 'en-US';
    const progress: number[] = [];
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const pending = client.uploadFile('/api/common/upload', file, { onProgress: (percent) => progress.push(percent) });

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/gw/common/upload');
    expect(xhr.headers).toMatchObject({ token: 'tok-1', authorization: 'Bearer tok-1', 'accept-language': 'en-US' });
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.respond(200, { code: 200, msg: 'ok', data: { url: '/uploads/a.webp', width: 1, height: 1, size: 3 } });

    await expect(pending).resolves.toEqual({ url: '/uploads/a.webp', width: 1, height: 1, size: 3 });
    expect(progress).toEqual([25, 100]);
  });

  it('applies the envelope rules: an error envelope rejects with an ApiError and 401 reaches the session handler', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { client, session } = createTestClient();
    const onUnauthorized = vi.fn();
    client.setSessionHandlers({ onUnauthorized });
    session.token = 'tok-1';

    const tooLarge = client.uploadFile('/api/common/upload', new Blob(['x']));
    lastXhr().respond(413, { code: 413, msg: 'At most 5 MB', data: null, errorCode: 'PAYLOAD_TOO_LARGE' });
    await expect(tooLarge).rejects.toBeInstanceOf(ApiError);

    const expired = client.uploadFile('/api/common/upload', new Blob(['x']));
    lastXhr().respond(401, { code: 401, msg: 'login expired', data: null });
    await expect(expired).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/common/upload', hadToken: true }),
    );
  });

  it('rejects with an aborted HttpError when the caller cancels', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { client } = createTestClient();
    const controller = new AbortController();
    const pending = client.uploadFile('/api/common/upload', new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'HttpError', kind: 'aborted' });
  });
});
