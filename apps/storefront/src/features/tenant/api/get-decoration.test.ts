import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/request';
import { tenantKeys } from '../../../lib/tenant-keys';
import { decorationQueryOptions, readDecorationPreviewToken } from './get-decoration';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the decoration preview', () => {
  it("reads the back office's token from the address", () => {
    expect(readDecorationPreviewToken('?decorationPreview=abc.def')).toBe('abc.def');
    expect(readDecorationPreviewToken('?other=1')).toBeNull();
    expect(readDecorationPreviewToken(`?decorationPreview=${'x'.repeat(1001)}`)).toBeNull();
  });

  it('asks the public route with the token, under a key of its own (the boot data is the published set)', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue([{ area: 1, decorationInfos: [] }]);
    const client = new QueryClient();
    client.setQueryData(tenantKeys.decoration(), []);
    const options = decorationQueryOptions('abc.def');
    expect(options.queryKey).not.toEqual(tenantKeys.decoration());
    await client.fetchQuery(options);
    expect(get).toHaveBeenCalledWith(
      '/api/web/decoration/type',
      { type: 1, state: 1, decorationPreview: 'abc.def' },
      expect.anything(),
    );

    await client.fetchQuery(decorationQueryOptions(null));
    // The published set came with the page: no call for it.
    expect(get).toHaveBeenCalledTimes(1);
  });
});
