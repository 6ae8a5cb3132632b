import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope's recipients (RCPT TO), which is who the message really went to. */
  to: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package speaks the protocol; mailparser reads what arrived), so
 * e-mail tests go through nodemailer's SMTP transport exactly as a portal would. `refuse` makes it answer a recipient
 * with a permanent error.
 */
export async function startSmtpService() {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) return callback(new Error('550 mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address: string) => refused.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
