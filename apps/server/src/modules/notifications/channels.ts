import type { Language } from '@padosi/shared/languages';
import type { NotificationType, OptionalChannel } from '@padosi/shared/notifications';
import type { NotificationText } from '@padosi/shared/notification-templates';
import type { AppRoot, AppState } from '../../platform/services/context';
import { systemContext } from '../../platform/services/context';
import { renderEmail } from './email-templates';
import { sendMail } from './mailer';
import { notifyUsers } from './notifications.service';
import { unsubscribeToken } from './unsubscribe-token';

/** One notification ready for a channel: rendered in the recipient's language, with an absolute link. */
export interface Outgoing {
  userId: number;
  email: string;
  language: Language;
  type: NotificationType;
  text: NotificationText;
  /** The item's path in the app (/cloud-kitchen/orders). */
  path: string;
}

/**
 * A way to reach a resident outside the app (decision 2600). The in-app inbox is the stored row itself; every other
 * channel is one adapter here: SMS or WhatsApp would be one more file exporting a Channel and one entry in CHANNELS.
 * `deliver` throws when the message did not go out, and the job queue retries it.
 */
export interface Channel {
  name: OptionalChannel;
  /** Whether this portal can use the channel at all (e-mail needs SMTP_URL). */
  available(state: AppState): boolean;
  deliver(root: AppRoot, n: Outgoing): Promise<void>;
}

const pushChannel: Channel = {
  name: 'push',
  available: () => true,
  // Each browser of the recipient gets its own retried delivery job (decision 1400); the text is a fixed template.
  deliver: (root, n) => notifyUsers(systemContext(root), [n.userId], { title: n.text.title.slice(0, 120), body: n.text.body.slice(0, 300), url: n.path }),
};

const emailChannel: Channel = {
  name: 'email',
  available: (state) => state.mailer !== null,
  async deliver(root, n) {
    const { config, secrets } = root.deps;
    const unsubscribeUrl = `${config.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken(secrets.sessionSecret, n.userId, n.type)}`;
    const mail = renderEmail(n.language, n.text.title, [{ ...n.text, url: `${config.publicUrl}${n.path}` }], unsubscribeUrl);
    await sendMail(root.state.mailer!, config.mailFrom, { to: n.email, language: n.language, unsubscribeUrl, ...mail });
  },
};

export const CHANNELS: Record<OptionalChannel, Channel> = { push: pushChannel, email: emailChannel };
