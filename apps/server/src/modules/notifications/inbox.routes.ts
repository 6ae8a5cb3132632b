import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam } from '@padosi/shared/common';
import { hindiMessage } from '@padosi/shared/i18n/hindi-messages';
import { DeliveryReport, INBOX_MESSAGES, NotificationItem, NotificationPreferences } from '@padosi/shared/notifications';
import { pageNumber, Paged } from '@padosi/shared/paging';
import { Invalid } from '../../platform/http/errors';
import { inRequestLanguage, requestLanguage } from '../../platform/http/language';
import { routeKit } from '../../platform/http/route-kit';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { deliveryReport, inbox, markAllRead, markRead, preferences, savePreferences, unreadCount, unsubscribe } from './inbox.service';

const Unread = z.object({ unread: z.number().int() });
const TokenQuery = z.object({ token: z.string().max(120) });
const Preferences = NotificationPreferences.extend({ email_available: z.boolean() });

const { unsubscribeTitle: UNSUBSCRIBE_TITLE, unsubscribeButton: UNSUBSCRIBE_BUTTON } = INBOX_MESSAGES;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The in-app inbox, preferences, the sign-in-free unsubscribe and the operators' delivery report (decision 2600). */
export async function inboxRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'notifications');
  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form; the token in the URL is all that counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  r.get(
    '/api/notifications',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'My notifications, newest first, in my language, with the unread count',
        querystring: z.object({ page: pageNumber(500) }),
        response: { 200: Paged(NotificationItem).extend({ unread: z.number().int() }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => inbox(serviceContext(app, request), request.query.page, requestLanguage(request)),
  );

  r.get(
    '/api/notifications/unread-count',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'How many of my notifications are unread (the bell polls it)', response: { 200: Unread, 401: ErrorBody } },
    },
    async (request) => ({ unread: await unreadCount(serviceContext(app, request)) }),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Mark one of my notifications read', params: IdParam, response: { 200: Unread, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => markRead(serviceContext(app, request), request.params.id),
  );

  r.post(
    '/api/notifications/read-all',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: z.object({ marked: z.number().int(), unread: z.number().int() }), 401: ErrorBody },
      },
    },
    async (request) => markAllRead(serviceContext(app, request)),
  );

  r.get(
    '/api/notifications/preferences',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My notification choices per type and channel, quiet hours and digest', response: { 200: Preferences, 401: ErrorBody } },
    },
    async (request) => preferences(serviceContext(app, request)),
  );

  r.put(
    '/api/notifications/preferences',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Save my notification choices', body: NotificationPreferences, response: { 200: Preferences, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => savePreferences(serviceContext(app, request), request.body),
  );

  // A link in an e-mail opens this page; only its button (or a mail client's one-click POST) changes anything, so a
  // link scanner fetching the URL unsubscribes nobody.
  r.get(
    '/api/notifications/unsubscribe',
    {
      config: { policy: 'public', rateLimit: app.limits.write },
      schema: { tags, summary: 'The unsubscribe page an e-mail links to (no sign-in)', querystring: TokenQuery, produces: ['text/html'] },
    },
    async (request, reply) => {
      const hi = requestLanguage(request) === 'hi';
      const say = (s: string) => (hi ? hindiMessage(s) : s);
      const action = `?token=${escape(encodeURIComponent(request.query.token))}`;
      const html = `<!doctype html><html lang="${hi ? 'hi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${say(UNSUBSCRIBE_TITLE)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${say(UNSUBSCRIBE_TITLE)}</h1><form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">${say(UNSUBSCRIBE_BUTTON)}</button></form></body></html>`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  r.post(
    '/api/notifications/unsubscribe',
    {
      config: { policy: 'public', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): turns off the e-mails the signed token names, no sign-in',
        querystring: TokenQuery,
        response: { 200: MessageBody, 400: ErrorBody },
      },
    },
    async (request) => {
      if (!(await unsubscribe(viewerContext(app, request), request.query.token))) throw Invalid(INBOX_MESSAGES.unsubscribeInvalid);
      return { message: inRequestLanguage(request, INBOX_MESSAGES.unsubscribed) };
    },
  );

  r.get(
    '/api/admin/notifications/deliveries',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Failed deliveries (channel, error, attempts) and notifications sent per day by channel (admin)',
        querystring: z.object({ page: pageNumber(500) }),
        response: { 200: DeliveryReport, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => deliveryReport(serviceContext(app, request), request.query.page),
  );
}
