import type { BootData } from '@gs/shared/tenant';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './boot-data.ts';

const template =
  '<!doctype html><html lang="zh-CN"><head><link rel="icon" href="data:," /><title></title></head><body></body></html>';

function boot(tenantName: string, banner: string): BootData {
  return {
    tenant: {
      tenantId: 1,
      code: 'x',
      tenantName,
      avatar: '/logo.png',
      useTheme: 1,
      groups: ['5483'],
      retailKey: 'k',
      hotSearches: [],
      locale: 'en-US',
      status: 'active',
      kind: 'shop',
      primaryColor: '#1677ff',
      priceMarkupPercent: 0,
      serviceContacts: [],
      amountLabel: 'code',
      footer: { companyName: '', icpNumber: '', serviceHours: '', contactPhone: '', contactEmail: '' },
    },
    decoration: [{ area: 1, decorationInfos: [{ id: 1, image: banner, title: '', link: '', sort: 1 }] }],
  };
}

describe('renderIndexHtml', () => {
  it('cannot be broken out of by tenant content', () => {
    const html = renderIndexHtml(template, boot('</script><script>alert(1)</script>', '"><script>x</script>'));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"><script>x');
    const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).tenant.tenantName).toBe('</script><script>alert(1)</script>');
    expect(html).toContain('<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
  });

  it('sets language and icon, and leaves the template alone without boot data', () => {
    const html = renderIndexHtml(template, boot('Nova', '/b.png'));
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<link rel="icon" href="/logo.png" />');
    expect(renderIndexHtml(template, null)).toBe(template);
  });

  it('preloads the first banner on the home page only', () => {
    const preload = '<link rel="preload" as="image" href="/b.png" fetchpriority="high" />';
    expect(renderIndexHtml(template, boot('Nova', '/b.png'), '/')).toContain(preload);
    for (const page of ['/pages/goodList', '/pages/detail/index', '/login']) {
      expect(renderIndexHtml(template, boot('Nova', '/b.png'), page)).not.toContain('rel="preload"');
    }
  });
});
