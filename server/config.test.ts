import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      eventRetentionDays: 400,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://hookshelf.example/' }).publicUrl).toBe(
      'https://hookshelf.example',
    );
  });

  it('trusts every loopback name without PUBLIC_URL, and only PUBLIC_URL once it is set', () => {
    expect(loadConfig({ PORT: '8080' }).trustedOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://hookshelf.example/app/' }).trustedOrigins).toEqual([
      'https://hookshelf.example',
    ]);
  });

  it('reads the account settings', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Hookshelf <no-reply@localhost>',
      signupMode: 'open',
      adminEmails: [],
      authSecret: null,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SIGNUP_MODE: 'invite-only',
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com,',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      signupMode: 'invite-only',
      adminEmails: ['boss@example.com', 'ops@example.com'],
    });
  });

  it('trusts no proxy unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('reads EVENT_RETENTION_DAYS', () => {
    expect(loadConfig({ EVENT_RETENTION_DAYS: '90' }).eventRetentionDays).toBe(90);
  });

  it('reads TRENDING_DAYS, 30 by default', () => {
    expect(loadConfig({}).trendingDays).toBe(30);
    expect(loadConfig({ TRENDING_DAYS: '7' }).trendingDays).toBe(7);
  });

  it('reads the bot providers: none by default, Claude with a key, an OpenAI-compatible endpoint with its model', () => {
    expect(loadConfig({}).bot).toEqual({ anthropic: null, openai: null });
    const config = loadConfig({
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:9000/',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_MODEL: 'llama3.1',
    });
    expect(config.bot).toEqual({
      anthropic: { apiKey: 'sk-ant-test', baseUrl: 'http://127.0.0.1:9000' },
      openai: { baseUrl: 'http://localhost:11434/v1', apiKey: null, model: 'llama3.1' },
    });
    // A base URL alone points nowhere: no key, no Claude.
    expect(loadConfig({ ANTHROPIC_BASE_URL: 'http://127.0.0.1:9000' }).bot.anthropic).toBeNull();
  });

  it('treats an empty setting as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ALLOW_OPEN_IMPORT: 'maybe' }, 'ALLOW_OPEN_IMPORT'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SIGNUP_MODE: 'closed' }, 'SIGNUP_MODE'],
    [{ ADMIN_EMAILS: 'boss@example.com, nobody' }, 'ADMIN_EMAILS'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example' }, 'TRUST_PROXY'],
    [{ EVENT_RETENTION_DAYS: '0' }, 'EVENT_RETENTION_DAYS'],
    [{ EVENT_RETENTION_DAYS: '30.5' }, 'EVENT_RETENTION_DAYS'],
    [{ EVENT_RETENTION_DAYS: 'forever' }, 'EVENT_RETENTION_DAYS'],
    [{ TRENDING_DAYS: '0' }, 'TRENDING_DAYS'],
    [{ TRENDING_DAYS: 'a month' }, 'TRENDING_DAYS'],
    [{ ANTHROPIC_BASE_URL: 'not a url' }, 'ANTHROPIC_BASE_URL'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL'],
    [{ OPENAI_BASE_URL: 'http://localhost:11434/v1' }, 'OPENAI_MODEL'],
  ])('stops with a message naming a bad setting: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
