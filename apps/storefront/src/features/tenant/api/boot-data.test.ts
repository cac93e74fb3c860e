import { createQueryClient } from '@gs/web/query-client';
import { describe, expect, it } from 'vitest';
import { tenantKeys } from '../../../lib/tenant-keys';
import { buildTenant } from '../../../test/tenant-fixture';
import { seedBootData } from './boot-data';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'boot-data';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('seedBootData', () => {
  it('puts the tenant and decoration of the page into the cache', async () => {
    const client = createQueryClient();
    const tenant = buildTenant({ tenantName: 'Nova', locale: 'en-US' });
    const decoration = [{ area: 1, decorationInfos: [{ id: 1, image: '/b.png', title: 'B', link: '', sort: 1 }] }];
    expect(await seedBootData(client, 'en-US', page(JSON.stringify({ tenant, decoration })))).toBe(true);
    expect(client.getQueryData(tenantKeys.info())).toEqual(tenant);
    expect(client.getQueryData(tenantKeys.decoration())).toEqual(decoration);
  });

  it('leaves the cache alone without boot data, with broken JSON or with data off the contract', async () => {
    for (const doc of [page(null), page('{not json'), page(JSON.stringify({ tenant: { tenantName: 1 } }))]) {
      const client = createQueryClient();
      expect(await seedBootData(client, 'zh-CN', doc)).toBe(false);
      expect(client.getQueryData(tenantKeys.info())).toBeUndefined();
    }
  });

  it('leaves the cache alone when the page shows another language than the shop’s (the visitor chose it)', async () => {
    const client = createQueryClient();
    const tenant = buildTenant({ tenantName: '星游', locale: 'zh-CN' });
    expect(await seedBootData(client, 'en-US', page(JSON.stringify({ tenant, decoration: [] })))).toBe(false);
    expect(client.getQueryData(tenantKeys.info())).toBeUndefined();
    expect(client.getQueryData(tenantKeys.decoration())).toBeUndefined();
  });
});
