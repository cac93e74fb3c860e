import type { Captcha, Profile, Session } from '@gs/shared/identity';

export function buildCaptcha(overrides: Partial<Captcha> = {}): Captcha {
  return { captchaEnabled: true, uuid: 'uuid-1', img: 'data:image/svg+xml,one', ...overrides };
}

export function buildSession(overrides: Partial<Session> = {}): Session {
  return { token: 'tok-new', userInfo: { userId: 7, nickName: '13800138000', avatar: '' }, ...overrides };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 7,
    nickName: 'Player',
    avatar: '',
    phone: '138****8000',
    gender: 'unknown',
    qq: '',
    wechat: '',
    roles: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    realName: { status: 'none', name: null, idNumber: null, verifiedAt: null },
    realNameTwo: { status: 'none', reason: null, submittedAt: null },
    ...overrides,
  };
}
