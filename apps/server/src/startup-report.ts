import type { Config } from './config';
import { describeSignIn } from './modules/auth/auth.service';

/** What the start-up message is made from: the configuration and what the start found. */
export interface StartupFacts {
  config: Config;
  /** The database, as the engine describes it. */
  database: string;
  workers: number;
  hasAdmin: boolean;
  /** The one-time link that makes the first admin, while there is none. */
  setupUrl: string | null;
  /** The society settings a live portal should have and has not (missingSettings), by name. */
  missingSettings: string[];
}

/**
 * What is left before residents can use the portal, in the order to do it; none means ready. Later set-up
 * (the checklist on the admin dashboard) adds its steps here.
 */
export function stepsLeft(facts: StartupFacts): string[] {
  const steps: string[] = [];
  if (!facts.hasAdmin) {
    steps.push(
      facts.setupUrl
        ? `Become the first admin: sign in, then open ${facts.setupUrl} (it works once, for 24 hours; a new start prints a new one).`
        : 'Make an admin: npm run admin -- grant <email>, once they have signed in.',
    );
  }
  if (facts.missingSettings.length) {
    steps.push(`Fill in the society settings (Admin → Settings): ${facts.missingSettings.join(', ')}.`);
  }
  if (!facts.config.google.clientId) steps.push('Set GOOGLE_CLIENT_ID so that residents can sign in with Google (README: Google sign-in).');
  return steps;
}

/**
 * The start-up message: where the portal is, where its data lives, whether it is ready for residents and what is
 * left to set up. `lines` are for a person (the terminal shows them under the message); the other fields are the
 * same facts for a machine reading the JSON log.
 */
export function startupReport(facts: StartupFacts) {
  const { config } = facts;
  const left = stepsLeft(facts);
  const lines = [
    `Data: ${config.dataDir}${config.uploadsDir.startsWith(config.dataDir) ? '' : ` (uploads in ${config.uploadsDir})`}`,
    `Database: ${facts.database}`,
  ];
  if (facts.workers > 1) lines.push(`Workers: ${facts.workers}${config.redisUrl ? '' : ' (rate limits count per process: set REDIS_URL to share them)'}`);
  lines.push(describeSignIn(config));
  lines.push(config.smtpUrl ? `E-mail: on, from ${config.mailFrom}` : 'E-mail: off (set SMTP_URL and MAIL_FROM to send notifications by e-mail)');
  if (left.length === 0) lines.push('Ready for residents.');
  else lines.push('Not ready for residents yet. Left to set up:', ...left.map((step, i) => `  ${i + 1}. ${step}`));
  return {
    message: `${config.siteName} is running at ${config.publicUrl}`,
    fields: { url: config.publicUrl, dataDir: config.dataDir, ready: left.length === 0, setupUrl: facts.setupUrl ?? undefined, lines },
  };
}
