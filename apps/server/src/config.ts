import { DEFAULT_TIME_ZONE } from '@padosi/shared/clock';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { EmergencyContactsSetting } from '@padosi/shared/site-config';
import { SocietySettings } from '@padosi/shared/settings';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

/** A JSON value in one variable: unparsable JSON fails like any other bad value, naming the variable. */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  // Empty means unset, as in `DATABASE_URL= npm start`.
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** The embedded PostgreSQL's loopback port; 0 picks a free one at each start. */
  POSTGRES_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(2000)
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** After SIGTERM, /readyz answers 503 this long while requests are still served (a load balancer stops sending). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(10_000).optional(),
  /** Server processes on one machine; 0 means one per core. */
  WORKERS: z.coerce.number().int().min(0).max(64).default(0),
  /** Uploaded images; point it at a shared volume when several machines serve the portal. */
  UPLOADS_DIR: z.string().min(1).max(4096).optional(),
  /** Memory all uploads being processed at once may hold, in MB; a file that does not fit gets 503. */
  UPLOAD_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(128),
  /** An upload that sends nothing for this many seconds is ended with 408 (a minimum transfer rate). */
  UPLOAD_IDLE_SECONDS: z.coerce.number().min(0.1).max(60).default(10),
  PUBLIC_URL: z.url().optional(),
  SITE_NAME: z.string().min(1).max(60).default('Padosi'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** A session unused this long ends, whatever its expiry. */
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(2160).default(72),
  ADMIN_EMAILS: list,
  // The society's details: defaults of the admin console's society settings, which win when set (README). Unset
  // means not shown: a live portal never shows a made-up phone, e-mail, company or link (demo values live in the
  // demo data). SocietySettings checks them as it checks the console's form.
  SOCIETY_NAME: z.string().max(200).default(''),
  HELPLINE_PHONE: z.string().max(200).default(''),
  WHATSAPP_PHONE: z.string().max(200).default(''),
  SUPPORT_EMAIL: z.string().max(200).default(''),
  POSTAL_ADDRESS: z.string().max(400).default(''),
  DESIGNED_BY: z.string().max(200).default(''),
  OPERATOR_NAME: z.string().max(200).default(''),
  GRIEVANCE_OFFICER: z.string().max(400).default(''),
  /** Emergency contacts for the SOS panel, as JSON: [{"kind":"security|hospital|police|fire","name":…,"phone":…,"address":…}]. */
  EMERGENCY_CONTACTS: json(EmergencyContactsSetting).optional(),
  SOCIAL_FACEBOOK_URL: z.string().max(400).default(''),
  SOCIAL_INSTAGRAM_URL: z.string().max(400).default(''),
  SOCIAL_YOUTUBE_URL: z.string().max(400).default(''),
  SOCIAL_TWITTER_URL: z.string().max(400).default(''),
  SOCIAL_LINKEDIN_URL: z.string().max(400).default(''),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@padosi.in'),
  /** E-mail notifications (issue 26): smtp(s)://user:pass@host:port; unset means e-mail is off. */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(1000).optional()),
  MAIL_FROM: z.string().max(300).default('Padosi <no-reply@padosi.in>'),
  /** Test configuration only: lets web push reach a push service on loopback. */
  PUSH_ALLOW_LOOPBACK: flag(false),
  DEMO_DATA: flag(true).optional(),
  TRUST_PROXY: z.string().max(1000).optional(),
  /** on: development sign-in off loopback and through proxies too (never with Google or in production); off: never. */
  DEV_LOGIN: z.enum(['on', 'off', '']).optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: JSON lines; pretty: a short line per event for a person. Unset: pretty on a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['json', 'pretty', '']).optional(),
  WEB_DIST: z.string().optional(),
  /**
   * The community's time zone: the one community clock's zone. Every "today", cut-off, ride date, home-help date and
   * displayed date is in it, on the server and (through the public config) in the browser.
   */
  COMMUNITY_TIME_ZONE: z
    .string()
    .max(64)
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata', abort: true }),
});

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof EnvSchema>) {
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.GOOGLE_CLIENT_ID) {
    throw new ConfigError('GOOGLE_CLIENT_ID is required when NODE_ENV=production');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DEV_LOGIN === 'on' && (env.GOOGLE_CLIENT_ID || isProduction)) {
    throw new ConfigError('DEV_LOGIN=on cannot be combined with GOOGLE_CLIENT_ID or NODE_ENV=production');
  }
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadMemoryBytes: env.UPLOAD_MEMORY_MB * 1024 * 1024,
    uploadIdleMs: Math.round(env.UPLOAD_IDLE_SECONDS * 1000),
    uploadsDir: env.UPLOADS_DIR ? path.resolve(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    redisUrl: env.REDIS_URL,
    workers: env.WORKERS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
    databaseUrl: env.DATABASE_URL,
    postgresPort: env.POSTGRES_PORT,
    dbPoolSize: env.DB_POOL_SIZE,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    siteName: env.SITE_NAME,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuers: env.GOOGLE_ISSUERS.length ? env.GOOGLE_ISSUERS : ['https://accounts.google.com', 'accounts.google.com'],
    },
    devLogin: !env.GOOGLE_CLIENT_ID && !isProduction && env.DEV_LOGIN !== 'off' && (env.DEV_LOGIN === 'on' || isLoopbackHost(env.HOST)),
    /** Only DEV_LOGIN=on lets a development sign-in through a proxy: on loopback, a proxy on the same machine would otherwise open it to everyone. */
    devLoginThroughProxy: env.DEV_LOGIN === 'on',
    sessionSecret: env.SESSION_SECRET,
    sessionDays: env.SESSION_DAYS,
    sessionIdleHours: env.SESSION_IDLE_HOURS,
    adminEmails: env.ADMIN_EMAILS,
    designedBy: env.DESIGNED_BY,
    /** The environment's society settings: defaults that the admin console's settings override field by field. */
    settingsDefaults: settingsFromEnv(env),
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK && !isProduction,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    demoData: env.DEMO_DATA ?? !isProduction,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: { auth: env.AUTH_RATE_LIMIT, write: env.WRITE_RATE_LIMIT, search: env.SEARCH_RATE_LIMIT },
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT || undefined,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : null,
    timeZone: env.COMMUNITY_TIME_ZONE,
  };
}

export class ConfigError extends Error {}

/** The society settings the environment sets, checked by the console's own schema; a bad one names its variable. */
function settingsFromEnv(env: z.output<typeof EnvSchema>): SocietySettings {
  const parsed = SocietySettings.safeParse({
    societyName: env.SOCIETY_NAME,
    societyAddress: env.POSTAL_ADDRESS,
    operatorName: env.OPERATOR_NAME,
    helplinePhone: env.HELPLINE_PHONE,
    whatsappPhone: env.WHATSAPP_PHONE,
    supportEmail: env.SUPPORT_EMAIL,
    grievanceOfficer: env.GRIEVANCE_OFFICER,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
      youtube: env.SOCIAL_YOUTUBE_URL,
      twitter: env.SOCIAL_TWITTER_URL,
      linkedin: env.SOCIAL_LINKEDIN_URL,
    },
    emergencyContacts: env.EMERGENCY_CONTACTS ?? [],
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  throw new ConfigError(`${ENV_NAMES[field] ?? ENV_NAMES[String(issue.path[0])] ?? field} is invalid: ${issue.message}`);
}

const ENV_NAMES: Record<string, string> = {
  societyName: 'SOCIETY_NAME',
  societyAddress: 'POSTAL_ADDRESS',
  operatorName: 'OPERATOR_NAME',
  helplinePhone: 'HELPLINE_PHONE',
  whatsappPhone: 'WHATSAPP_PHONE',
  supportEmail: 'SUPPORT_EMAIL',
  grievanceOfficer: 'GRIEVANCE_OFFICER',
  'social.facebook': 'SOCIAL_FACEBOOK_URL',
  'social.instagram': 'SOCIAL_INSTAGRAM_URL',
  'social.youtube': 'SOCIAL_YOUTUBE_URL',
  'social.twitter': 'SOCIAL_TWITTER_URL',
  'social.linkedin': 'SOCIAL_LINKEDIN_URL',
  emergencyContacts: 'EMERGENCY_CONTACTS',
};

/** Only a server that listens on this machine alone offers development sign-in by default (review finding 5). */
export const isLoopbackHost = (host: string) => {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || (net.isIPv4(h) && h.startsWith('127.'));
};

/**
 * TRUST_PROXY: empty or false trusts no proxy; a number is how many proxies stand in front; otherwise a comma list of
 * proxy addresses or CIDR ranges. `true` would believe any X-Forwarded-For (forged addresses dodge every per-address
 * rate limit and land in the audit log), so it is refused.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') {
    throw new ConfigError('TRUST_PROXY=true would trust any X-Forwarded-For: give the number of proxies in front (e.g. 1) or their addresses');
  }
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = net.isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (family === 0 || badBits || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY is invalid: "${entry}" is not an IP address or CIDR range (or give a number of proxies)`);
    }
  }
  return entries;
}

/** Reads the environment once; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} is invalid: ${issue.message}`);
  }
  return toConfig(parsed.data);
}
