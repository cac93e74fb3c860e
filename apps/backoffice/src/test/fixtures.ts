import type { Profile, StaffRole } from '@gs/shared/identity';
import type { TenantInfo } from '@gs/shared/tenant';

export function buildTenant(overrides: Partial<TenantInfo> = {}): TenantInfo {
  return {
    tenantId: 1,
    code: 'demo',
    tenantName: 'Star Shop',
    avatar: '',
    useTheme: 1,
    groups: [],
    retailKey: '',
    hotSearches: [],
    locale: 'en-US',
    primaryColor: '#1677ff',
    priceMarkupPercent: 0,
    serviceContacts: [],
    amountLabel: 'symbol',
    footer: { companyName: '', icpNumber: '', serviceHours: '', contactPhone: '', contactEmail: '' },
    status: 'active',
    kind: 'shop',
    ...overrides,
  };
}

export function buildProfile(roles: StaffRole[], overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 3,
    nickName: 'operator',
    avatar: '',
    phone: '138****0003',
    gender: 'unknown',
    qq: '',
    wechat: '',
    roles,
    createdAt: '2026-01-01T00:00:00.000Z',
    realName: { status: 'none', name: null, idNumber: null, verifiedAt: null },
    realNameTwo: { status: 'none', reason: null, submittedAt: null },
    ...overrides,
  };
}

/** A page of `total` items as the staff list calls answer it (no rows: the home screen reads only `total`). */
export function buildPage(total: number) {
  return { rows: [], total, pageNum: 1, pageSize: 1 };
}
