import path from 'node:path';
import { z } from 'zod';

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

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SITE_NAME: z.string().min(1).max(60).default('Padosi'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list,
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  ADMIN_EMAILS: list,
  HELPLINE_PHONE: z.string().regex(/^\+?[\d ]{10,16}$/, 'must be a phone number such as +91 9876543210').default('+91 9876543210'),
  SUPPORT_EMAIL: z.email().default('support@padosi.in'),
  POSTAL_ADDRESS: z.string().default('Padosi Community Services, 2nd Floor, Civic Centre, MG Road, Bengaluru 560001'),
  DESIGNED_BY: z.string().default('Designed and built by the Padosi team'),
  OPERATOR_NAME: z.string().default('Padosi Community Services Pvt. Ltd.'),
  GRIEVANCE_OFFICER: z.string().default('Grievance Officer, Padosi Community Services'),
  SOCIAL_FACEBOOK_URL: z.url().default('https://www.facebook.com/padosi'),
  SOCIAL_INSTAGRAM_URL: z.url().default('https://www.instagram.com/padosi'),
  SOCIAL_YOUTUBE_URL: z.url().default('https://www.youtube.com/@padosi'),
  SOCIAL_TWITTER_URL: z.url().default('https://twitter.com/padosi'),
  SOCIAL_LINKEDIN_URL: z.url().default('https://www.linkedin.com/company/padosi'),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().default('mailto:support@padosi.in'),
  /** Test configuration only: lets web push reach a push service on loopback. */
  PUSH_ALLOW_LOOPBACK: flag(false),
  DEMO_DATA: flag(true).optional(),
  TRUST_PROXY: flag(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    siteName: env.SITE_NAME,
    google: {
      clientId: env.GOOGLE_CLIENT_ID ?? null,
      jwksUrl: env.GOOGLE_JWKS_URL,
      issuers: env.GOOGLE_ISSUERS.length ? env.GOOGLE_ISSUERS : ['https://accounts.google.com', 'accounts.google.com'],
    },
    devLogin: !env.GOOGLE_CLIENT_ID && !isProduction,
    sessionSecret: env.SESSION_SECRET,
    sessionDays: env.SESSION_DAYS,
    adminEmails: env.ADMIN_EMAILS,
    contact: {
      helplinePhone: env.HELPLINE_PHONE,
      supportEmail: env.SUPPORT_EMAIL,
      postalAddress: env.POSTAL_ADDRESS,
      designedBy: env.DESIGNED_BY,
      operatorName: env.OPERATOR_NAME,
      grievanceOfficer: env.GRIEVANCE_OFFICER,
      social: {
        facebook: env.SOCIAL_FACEBOOK_URL,
        instagram: env.SOCIAL_INSTAGRAM_URL,
        youtube: env.SOCIAL_YOUTUBE_URL,
        twitter: env.SOCIAL_TWITTER_URL,
        linkedin: env.SOCIAL_LINKEDIN_URL,
      },
    },
    vapid: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    pushAllowLoopback: env.PUSH_ALLOW_LOOPBACK && !isProduction,
    demoData: env.DEMO_DATA ?? !isProduction,
    trustProxy: env.TRUST_PROXY,
    rateLimits: { auth: env.AUTH_RATE_LIMIT, write: env.WRITE_RATE_LIMIT, search: env.SEARCH_RATE_LIMIT },
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : null,
  };
}

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${String(issue.path[0])} is invalid: ${issue.message}`);
  }
  return toConfig(parsed.data);
}
