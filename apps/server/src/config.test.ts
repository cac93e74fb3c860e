import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DEFAULT_TENANT: 'demo',
      STRICT_TENANT_HOSTS: false,
      BODY_LIMIT_BYTES: 1048576,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.uploadsDir).toMatch(/\.data\/uploads$/);
  });

  it('treats empty variables as unset and parses booleans', () => {
    expect(loadConfig({ DATABASE_URL: '', STRICT_TENANT_HOSTS: 'true' })).toMatchObject({ STRICT_TENANT_HOSTS: true });
  });

  it('offers the sandbox payment gateway except in production, unless told otherwise', () => {
    expect(loadConfig({}).PAYMENT_SANDBOX_ENABLED).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).PAYMENT_SANDBOX_ENABLED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_ENABLED: 'true' }).PAYMENT_SANDBOX_ENABLED).toBe(true);
    expect(loadConfig({ PAYMENT_SANDBOX_ENABLED: 'false' }).PAYMENT_SANDBOX_ENABLED).toBe(false);
  });

  it('in production, answers only known hosts and serves no API document, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ STRICT_TENANT_HOSTS: false, API_DOCS: true });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ STRICT_TENANT_HOSTS: false, API_DOCS: true });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ STRICT_TENANT_HOSTS: true, API_DOCS: false });
    expect(loadConfig({ NODE_ENV: 'production', STRICT_TENANT_HOSTS: 'false', API_DOCS: 'true' })).toMatchObject({
      STRICT_TENANT_HOSTS: false,
      API_DOCS: true,
    });
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', STRICT_TENANT_HOSTS: 'maybe' })).toThrow(/PORT.*STRICT_TENANT_HOSTS/);
  });
});
