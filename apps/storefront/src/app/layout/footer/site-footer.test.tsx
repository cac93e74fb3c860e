import type { NoticeType, PublishedNoticeType } from '@gs/shared/notices';
import type { TenantInfo } from '@gs/shared/tenant';
import { fakeMatchMedia } from '@gs/web/test/jsdom-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { buildAppVersion } from '../../../test/api-answers';
import { frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const footer: TenantInfo['footer'] = {
  companyName: 'Nova Digital Trading (Shanghai) Co., Ltd.',
  icpNumber: '沪ICP备2022031457号-2',
  serviceHours: 'Daily 9:00–22:00',
  contactPhone: '+86 21 6032 8800',
  contactEmail: 'support@nova.example',
};
const contacts: TenantInfo['serviceContacts'] = [
  { kind: 'qq', label: 'Pre-sales', value: '800012345' },
  { kind: 'wechat', label: 'After-sales', value: 'nova-support' },
];

const publishedType = (id: number, noticeType: NoticeType): PublishedNoticeType => ({
  noticeType,
  id,
  title: `Notice ${id}`,
});

/** The frame's answers with these notice types published (one notice each) and, if given, an app. */
function answerFrame(options: { tenant?: Partial<TenantInfo>; published?: NoticeType[]; app?: boolean } = {}) {
  const published = options.published ?? [];
  return stubApi({
    ...frameAnswers({ tenant: options.tenant, appVersion: options.app ? buildAppVersion() : null }),
    'GET /api/web/systemNotice/types': published.map((noticeType, index) => publishedType(index + 1, noticeType)),
    'POST /api/web/save/tenantBrowse': null,
  });
}

const findFooter = () => screen.findByRole('contentinfo');
const hrefOf = (container: HTMLElement, name: string) =>
  within(container).getByRole('link', { name }).getAttribute('href');

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the storefront footer', () => {
  it('says who runs the shop, links its published texts, its contacts and its app, on every page', async () => {
    answerFrame({
      tenant: { tenantName: 'Nova Accounts', footer, serviceContacts: contacts },
      published: ['gmxy', 'yszc', 'jygz', 'bpjs', 'jieshao'],
      app: true,
    });
    renderApp('/pages/other/gonggao');
    const bottom = await findFooter();
    expect(bottom.tagName).toBe('FOOTER');
    expect(within(bottom).getByRole('heading', { name: 'Nova Accounts' })).toBeTruthy();
    expect(within(bottom).getByText('Nova Digital Trading (Shanghai) Co., Ltd.')).toBeTruthy();
    expect(
      within(bottom).getByText(`© ${new Date().getFullYear()} Nova Digital Trading (Shanghai) Co., Ltd.`),
    ).toBeTruthy();

    const icp = within(bottom).getByRole('link', { name: '沪ICP备2022031457号-2' });
    expect(icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(icp.getAttribute('target')).toBe('_blank');
    expect(icp.getAttribute('rel')).toBe('noopener noreferrer');

    await waitFor(() => expect(within(bottom).getByRole('link', { name: 'Purchase terms' })).toBeTruthy());
    expect(hrefOf(bottom, 'Purchase terms')).toBe('/pages/other/gonggao?noticeType=gmxy');
    expect(hrefOf(bottom, 'Privacy agreement')).toBe('/pages/login/yinsixyNoTitle');
    expect(hrefOf(bottom, 'Trading rules')).toBe('/pages/other/gonggao?noticeType=jygz');
    expect(hrefOf(bottom, 'Guarantee')).toBe('/pages/other/gonggao?noticeType=bpjs');
    expect(hrefOf(bottom, 'About us')).toBe('/pages/other/jieshao');

    const service = within(bottom).getByRole('region', { name: 'Customer service' });
    expect(within(service).getByText('Daily 9:00–22:00')).toBeTruthy();
    expect(hrefOf(service, '+86 21 6032 8800')).toBe('tel:+862160328800');
    expect(hrefOf(service, 'support@nova.example')).toBe('mailto:support@nova.example');
    expect(within(service).getByText('Pre-sales (QQ)').nextElementSibling?.textContent).toBe('800012345');
    expect(within(service).getByText('After-sales (WeChat)').nextElementSibling?.textContent).toBe('nova-support');
    await waitFor(() => expect(hrefOf(bottom, 'Download the app')).toBe('/pages/appDownload'));
  });

  it('leaves out every line and link the shop does not have', async () => {
    const api = answerFrame({ published: ['yszc'] });
    renderApp('/');
    const bottom = await findFooter();
    await waitFor(() => expect(within(bottom).getByRole('link', { name: 'Privacy agreement' })).toBeTruthy());
    // One call tells the footer every published type (it asked one list per type before).
    expect(api.callsTo('GET /api/web/systemNotice/types')).toHaveLength(1);
    // Only the privacy agreement is published: the other texts, the ICP link, service and app are not there.
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy agreement']);
    expect(within(bottom).queryByRole('region', { name: 'Customer service' })).toBeNull();
    expect(within(bottom).queryByText('Mobile app')).toBeNull();
    // With no company name the copyright names the shop.
    expect(within(bottom).getByText(`© ${new Date().getFullYear()} Demo Shop`)).toBeTruthy();
  });

  it('has no rules column at all when the shop has published none of those texts, or they fail to load', async () => {
    stubApi({
      ...frameAnswers({ tenant: { footer: { ...footer, serviceHours: '' } } }),
      'POST /api/web/save/tenantBrowse': null,
    });
    renderApp('/');
    const bottom = await findFooter();
    expect(within(bottom).getByRole('link', { name: '沪ICP备2022031457号-2' })).toBeTruthy();
    expect(within(bottom).queryByText('Rules & agreements')).toBeNull();
    expect(within(bottom).queryByText('Service hours')).toBeNull();
    expect(within(bottom).getByText('Phone')).toBeTruthy();
  });

  it('on a phone stacks into disclosures: the rules closed, customer service open', async () => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('max-width')),
    );
    answerFrame({ tenant: { footer, serviceContacts: contacts }, published: ['gmxy', 'jygz'] });
    renderApp('/');
    const bottom = await findFooter();
    await waitFor(() => expect(within(bottom).getByText('Rules & agreements')).toBeTruthy());
    const rules = within(bottom).getByText('Rules & agreements').closest('details');
    const service = within(bottom).getByText('Customer service').closest('details');
    expect(rules?.open).toBe(false);
    expect(service?.open).toBe(true);
    expect(rules?.querySelector('summary h2')?.textContent).toBe('Rules & agreements');
    // The company and the ICP number stay in sight, outside any disclosure.
    expect(within(bottom).getByText(footer.companyName).closest('details')).toBeNull();
    expect(within(bottom).getByRole('link', { name: footer.icpNumber }).closest('details')).toBeNull();
  });

  it('speaks Chinese on a Chinese page', async () => {
    await i18n.changeLanguage('zh-CN');
    answerFrame({
      tenant: {
        locale: 'zh-CN',
        tenantName: '星游账号商城',
        footer: { ...footer, companyName: '杭州星游网络科技有限公司' },
        serviceContacts: contacts,
      },
      published: ['bpjs'],
    });
    renderApp('/');
    const bottom = await findFooter();
    await waitFor(() => expect(within(bottom).getByRole('link', { name: '包赔说明' })).toBeTruthy());
    expect(within(bottom).getByText('规则与协议')).toBeTruthy();
    expect(within(bottom).getByText('客户服务')).toBeTruthy();
    expect(within(bottom).getByText('Pre-sales（QQ）')).toBeTruthy();
    expect(within(bottom).getByText(`© ${new Date().getFullYear()} 杭州星游网络科技有限公司 版权所有`)).toBeTruthy();
  });
});
