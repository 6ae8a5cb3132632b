import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';

/**
 * The app's SMTP transport (nodemailer), or null when SMTP_URL is unset: e-mail is then off, the start-up line and
 * the preferences say so, and no e-mail delivery is queued.
 */
export function makeMailer(config: Config): Transporter | null {
  if (!config.smtpUrl) return null;
  return nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  /** A notification's one-click unsubscribe; absent on a one-off answer to someone who wrote in (no setting to change). */
  unsubscribeUrl?: string;
}

/** One message with both parts and the RFC 8058 one-click unsubscribe headers; throws when the server refuses it. */
export async function sendMail(mailer: Transporter, from: string, mail: Mail) {
  const unsubscribe = mail.unsubscribeUrl;
  await mailer.sendMail({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.language, ...(unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}) },
    ...(unsubscribe ? { list: { unsubscribe: { url: unsubscribe, comment: 'Unsubscribe' } } } : {}),
  });
}
