import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface Secrets {
  sessionSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/** Secrets not given in the environment are generated once into DATA_DIR/secrets.json (mode 600) and reused. */
export function loadSecrets(config: Config): Secrets {
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generatedVapid = stored.vapidPublicKey && stored.vapidPrivateKey ? null : webpush.generateVAPIDKeys();
  const next: Secrets = {
    sessionSecret: stored.sessionSecret ?? crypto.randomBytes(32).toString('base64url'),
    vapidPublicKey: stored.vapidPublicKey ?? generatedVapid!.publicKey,
    vapidPrivateKey: stored.vapidPrivateKey ?? generatedVapid!.privateKey,
  };
  if (JSON.stringify(next) !== JSON.stringify(stored)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  return {
    sessionSecret: config.sessionSecret ?? next.sessionSecret,
    vapidPublicKey: config.vapid.publicKey ?? next.vapidPublicKey,
    vapidPrivateKey: config.vapid.privateKey ?? next.vapidPrivateKey,
  };
}
