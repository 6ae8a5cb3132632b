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

  it('sets no made-up identity: every society detail is empty unless a variable sets it', () => {
    expect(loadConfig({}).settingsDefaults).toEqual({
      societyName: '',
      societyAddress: '',
      operatorName: '',
      helplinePhone: '',
      whatsappPhone: '',
      supportEmail: '',
      grievanceOfficer: '',
      social: { facebook: '', instagram: '', youtube: '', twitter: '', linkedin: '' },
      emergencyContacts: [],
      registrationMode: 'open',
      flatResidentLimit: 4,
      grievanceDays: 30,
    });
    expect(loadConfig({ SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/maplecourt' }).settingsDefaults.social.facebook).toBe(
      'https://www.facebook.com/maplecourt',
    );
    expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: 'javascript:alert(1)' })).toThrow(/^SOCIAL_FACEBOOK_URL is invalid/);
    expect(() => loadConfig({ HELPLINE_PHONE: 'call us' })).toThrow(/^HELPLINE_PHONE is invalid/);
  });

  it('reads local emergency contacts from EMERGENCY_CONTACTS, none by default, and refuses bad ones naming the variable', () => {
    expect(loadConfig({}).settingsDefaults.emergencyContacts).toEqual([]);
    const hospital = { kind: 'hospital', name: 'City Hospital', phone: '+91 80 2222 3333', address: 'MG Road' };
    expect(loadConfig({ EMERGENCY_CONTACTS: JSON.stringify([hospital]) }).settingsDefaults.emergencyContacts).toEqual([hospital]);
    expect(() => loadConfig({ EMERGENCY_CONTACTS: '[{' })).toThrow(/^EMERGENCY_CONTACTS is invalid: must be JSON$/);
    expect(() => loadConfig({ EMERGENCY_CONTACTS: JSON.stringify([{ ...hospital, phone: 'call us' }]) })).toThrow(/^EMERGENCY_CONTACTS is invalid/);
    expect(() => loadConfig({ EMERGENCY_CONTACTS: JSON.stringify([{ ...hospital, kind: 'zoo' }]) })).toThrow(/^EMERGENCY_CONTACTS is invalid/);
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

  it('reads TRUST_PROXY as a hop count or proxy addresses, and refuses true in one line (finding 4)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    for (const bad of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^TRUST_PROXY=true would trust any X-Forwarded-For/);
    }
    for (const bad of ['proxy.local', '10.0.0.1/33', '10.0.0.1/8/1', '*'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY is invalid/);
  });

  it('offers development sign-in only on a loopback address or with DEV_LOGIN=on (finding 5)', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).devLogin).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).devLogin).toBe(true);
    expect(loadConfig({ HOST: '::1' }).devLogin).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).devLogin).toBe(false);
    expect(loadConfig({ HOST: '::' }).devLogin).toBe(false);
    expect(loadConfig({ HOST: '192.168.1.5' }).devLogin).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEV_LOGIN: 'on' }).devLogin).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1', DEV_LOGIN: 'off' }).devLogin).toBe(false);
    expect(() => loadConfig({ DEV_LOGIN: 'on', GOOGLE_CLIENT_ID: 'abc' })).toThrow(/^DEV_LOGIN=on cannot be combined/);
    expect(() => loadConfig({ DEV_LOGIN: 'on', NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'abc' })).toThrow(ConfigError);
  });

  it('lets development sign-in through a proxy only with DEV_LOGIN=on', () => {
    expect(loadConfig({ HOST: '127.0.0.1' }).devLoginThroughProxy).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', DEV_LOGIN: 'on' }).devLoginThroughProxy).toBe(true);
  });

  it('reads LOG_FORMAT: json or pretty, unset meaning "pretty on a terminal, JSON otherwise"', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/^LOG_FORMAT is invalid/);
  });
});
