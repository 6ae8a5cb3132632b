import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.siteName).toBe('Padosi');
    expect(c.devLogin).toBe(true);
    expect(c.demoData).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT is invalid/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^DATABASE_URL is invalid/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'nope' })).toThrow(/^SUPPORT_EMAIL is invalid/);
  });

  it('requires Google sign-in in production and never offers development sign-in there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID/);
    const c = loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
    expect(c.devLogin).toBe(false);
    expect(c.demoData).toBe(false);
  });

  it('turns off development sign-in when Google is configured, and reads admin e-mails case-insensitively', () => {
    const c = loadConfig({ GOOGLE_CLIENT_ID: 'abc', ADMIN_EMAILS: ' Boss@Example.com, two@example.com ' });
    expect(c.devLogin).toBe(false);
    expect(c.adminEmails).toEqual(['boss@example.com', 'two@example.com']);
  });
});
