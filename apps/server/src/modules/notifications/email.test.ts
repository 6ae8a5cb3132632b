import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { buildApp } from '../../app';
import { openDatabase } from '../../platform/engine/db';
import { Jobs } from '../../platform/jobs/jobs';
import { systemContext } from '../../platform/services/context';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { NOW, TOMORROW, makeItem, makeKitchen, moveOrder, orderBody, placeOrder, setNow } from '../../../test/kitchens-factories';
import { startSmtpService } from '../../../test/smtp-service';
import { notify, sendDigests } from './inbox.service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpService>>;
beforeAll(async () => {
  smtp = await startSmtpService();
  t = await buildTestApp({ WRITE_RATE_LIMIT: '5000', SMTP_URL: smtp.url, MAIL_FROM: 'Padosi <no-reply@test.padosi.in>', PUBLIC_URL: 'https://padosi.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  setNow(t, NOW);
  smtp.received.length = 0;
});

const mailsTo = (user: TestUser) => smtp.received.filter((m) => m.to.includes(user.email));
const header = (m: (typeof smtp.received)[number], name: string) => m.mail.headers.get(name);
/** The URL of the List-Unsubscribe header, read from the raw header line. */
const unsubscribeUrl = (m: (typeof smtp.received)[number]) => {
  const line = m.mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
  return /<(https?:[^>]+)>/.exec(line)?.[1] ?? '';
};

async function orderFlow(customer: TestUser) {
  const cook = await makeUser(t);
  const kitchen = await makeKitchen(t, cook);
  const item = await makeItem(t, cook, kitchen.id, { daily_limit: 100 });
  const order = (await placeOrder(t, customer, kitchen.id, orderBody(item.id, { date: TOMORROW }))).json();
  return { cook, kitchen, item, order };
}

describe('e-mail through a real SMTP server', () => {
  it('sends each side one message in their language, with text and HTML parts and one-click unsubscribe headers', async () => {
    const customer = await makeUser(t, { language: 'hi' });
    const { cook, order } = await orderFlow(customer);
    await moveOrder(t, cook, order.id, 'accepted');
    await t.deps.jobs.drain();

    const [toCook] = mailsTo(cook);
    expect(mailsTo(cook)).toHaveLength(1);
    expect(toCook!.mail.subject).toBe(`New order ${order.order_number}`);
    expect(toCook!.mail.from?.value[0]).toMatchObject({ name: 'Padosi', address: 'no-reply@test.padosi.in' });
    expect(toCook!.mail.text).toContain('A resident ordered lunch for 25 Nov.');
    expect(toCook!.mail.text).toContain(`https://padosi.test/cloud-kitchen/dashboard#order-${order.id}`);
    expect(toCook!.mail.html).toContain('<html lang="en">');

    const [toCustomer] = mailsTo(customer);
    expect(mailsTo(customer)).toHaveLength(1);
    expect(toCustomer!.to).toEqual([customer.email]);
    expect(toCustomer!.mail.subject).toBe("Asha's Kitchen: ऑर्डर स्वीकार हो गया");
    expect(header(toCustomer!, 'content-language')).toBe('hi');
    expect(toCustomer!.mail.text).toContain(`आपका ऑर्डर ${order.order_number} (25 नव॰, दोपहर का खाना) स्वीकार हो गया।`);
    expect(toCustomer!.mail.html).toContain('<html lang="hi">');
    expect(toCustomer!.mail.html).toContain('Asha&#39;s Kitchen');
    expect(toCustomer!.mail.html).toContain('ये ई-मेल बंद करें');
    const link = unsubscribeUrl(toCustomer!);
    expect(link).toMatch(/^https:\/\/padosi\.test\/api\/notifications\/unsubscribe\?token=\d+\.order\.[\w-]{32}$/);
    expect(toCustomer!.mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(toCustomer!.mail.text).toContain(link);
  });

  it('the one-click unsubscribe works signed out, turns that type of e-mail off, and refuses a forged token', async () => {
    const customer = await makeUser(t);
    const { cook, order } = await orderFlow(customer);
    await moveOrder(t, cook, order.id, 'accepted');
    await t.deps.jobs.drain();
    const path = unsubscribeUrl(mailsTo(customer)[0]!).replace('https://padosi.test', '');
    expect(path).toMatch(/^\/api\/notifications\/unsubscribe\?token=/);

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, unsubscribe');
    // Opening the page changes nothing: only the POST does (link scanners fetch URLs).
    expect((await t.app.inject({ url: '/api/notifications/preferences', headers: customer.auth })).json().channels.order.email).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: 'You will no longer get these e-mails.' });
    const prefs = (await t.app.inject({ url: '/api/notifications/preferences', headers: customer.auth })).json();
    expect(prefs.channels.order).toEqual({ push: true, email: false });
    expect(prefs.channels.home_help.email).toBe(true);

    smtp.received.length = 0;
    await moveOrder(t, cook, order.id, 'preparing');
    await t.deps.jobs.drain();
    expect(mailsTo(customer)).toHaveLength(0);
    const forged = path.replace(`token=${customer.id}.`, `token=${cook.id}.`);
    expect((await t.app.inject({ method: 'POST', url: forged })).statusCode).toBe(400);
  });

  it('the daily digest gathers the day into one e-mail, once, instead of one message each', async () => {
    const customer = await makeUser(t);
    const prefs = (await t.app.inject({ url: '/api/notifications/preferences', headers: customer.auth })).json();
    delete prefs.email_available;
    await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: customer.auth, payload: { ...prefs, digest: true } });
    const { cook, order } = await orderFlow(customer);
    await moveOrder(t, cook, order.id, 'accepted');
    await moveOrder(t, cook, order.id, 'preparing');
    await t.deps.jobs.drain();
    expect(mailsTo(customer)).toHaveLength(0);

    const evening = new Date('2026-11-24T14:30:00Z'); // 20:00 in Kolkata
    await sendDigests(t.app.root, evening);
    await sendDigests(t.app.root, evening);
    const digests = mailsTo(customer);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.mail.subject).toBe('Your day on Padosi: 2 notifications');
    expect(digests[0]!.mail.text).toContain(`Your order ${order.order_number} for lunch on 25 Nov is accepted.`);
    expect(digests[0]!.mail.text).toContain(`Your order ${order.order_number} for lunch on 25 Nov is preparing.`);
    expect(unsubscribeUrl(digests[0]!)).toContain('.digest.');
    // The operators' per-day report counts the digest e-mail as one message sent.
    const report = (await t.app.inject({ url: '/api/admin/notifications/deliveries', headers: (await makeAdmin(t)).auth })).json();
    expect(report.sent_per_day.filter((r: { channel: string }) => r.channel === 'digest').map((r: { count: number }) => r.count)).toEqual([1]);
  });

  it('a refused message is retried by the queue and shown to operators as failed, with its error and attempts', async () => {
    const customer = await makeUser(t, { email: 'bounces@test.padosi.in' });
    smtp.refuse('bounces@test.padosi.in');
    const { cook, order } = await orderFlow(customer);
    await moveOrder(t, cook, order.id, 'accepted');
    await t.deps.jobs.drain();
    const admin = await makeAdmin(t);
    const report = (await t.app.inject({ url: '/api/admin/notifications/deliveries', headers: admin.auth })).json();
    const failed = report.items.find((f: { user_id: number }) => f.user_id === customer.id);
    expect(failed).toMatchObject({ channel: 'email', type: 'order', attempts: 1 });
    expect(failed.error).toContain('550');
    expect(report.sent_per_day).toEqual(
      expect.arrayContaining([expect.objectContaining({ channel: 'email' }), expect.objectContaining({ channel: 'in_app' })]),
    );
    expect((await t.app.inject({ url: '/api/admin/notifications/deliveries', headers: customer.auth })).statusCode).toBe(403);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('an event both instances hear stores one notification and sends one e-mail', async () => {
    const url = (t.deps.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const database = await openDatabase({ url });
    const jobs = new Jobs(database, { pollingIntervalSeconds: 0.5, retryLimit: 0, schedule: false, supervise: false });
    const other = await buildApp({ ...t.deps, database, jobs }, { logger: false });
    await other.ready();
    // The second app has a clock of its own: the same daytime hour, or quiet hours hold its e-mail back in the evening.
    other.root.clock.now = t.app.root.clock.now;
    await jobs.start();
    try {
      const resident = await makeUser(t);
      const request = {
        type: 'join' as const,
        recipientId: resident.id,
        actorId: null,
        key: 'join:77:approved',
        params: { state: 'approved' },
        url: '/profile',
      };
      await Promise.all([notify(systemContext(t.app.root), request), notify(systemContext(other.root), request)]);
      await Promise.all([t.deps.jobs.drain(), jobs.drain()]);
      expect(mailsTo(resident)).toHaveLength(1);
      expect(mailsTo(resident)[0]!.mail.subject).toBe('Welcome, neighbour');
      expect(await t.db.select().from(schema.notifications).where(eq(schema.notifications.userId, resident.id))).toHaveLength(1);
    } finally {
      await other.close();
      await jobs.stop();
      await database.close();
    }
  });
});
