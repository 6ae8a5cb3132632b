import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';

const t = useTestApp();

const valid = { name: 'Ravi', email: 'ravi@example.com', message: 'The search is really helpful, thanks!', rating: 4 };
const send = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/feedback', payload, headers });

describe('POST /api/feedback', () => {
  it('stores feedback from a visitor and answers with the thank-you text', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you for your feedback!');
    const [row] = await t.db.select().from(schema.feedback).where(eq(schema.feedback.id, res.json().id));
    expect(row).toMatchObject({ name: 'Ravi', email: 'ravi@example.com', rating: 4, userId: null });
  });

  it('links feedback to the signed-in user from the token, not the body', async () => {
    const me = await makeUser(t);
    const res = await send({ ...valid, rating: null, user_id: 99999 }, me.auth);
    const [row] = await t.db.select().from(schema.feedback).where(eq(schema.feedback.id, res.json().id));
    expect(row).toMatchObject({ userId: me.id, rating: null });
  });

  const cases: Array<[string, object, string]> = [
    ['name missing', { name: '  ' }, 'Name is required.'],
    ['email missing', { email: '' }, 'Email is required.'],
    ['email invalid', { email: 'ravi@' }, 'Enter a valid email address.'],
    ['message missing', { message: '' }, 'Message is required.'],
    ['message short', { message: 'too short' }, 'Message must be at least 10 characters.'],
    ['message long', { message: 'x'.repeat(501) }, 'Maximum 500 characters allowed.'],
    ['rating above 5', { rating: 6 }, 'Rating must be between 1 and 5.'],
    ['rating below 1', { rating: 0 }, 'Rating must be between 1 and 5.'],
  ];
  for (const [name, change, message] of cases) {
    it(`400 when ${name}`, async () => {
      const res = await send({ ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });
  }

  it('accepts exactly 500 characters', async () => {
    expect((await send({ ...valid, message: 'y'.repeat(500) })).statusCode).toBe(201);
  });
});

describe('GET /api/feedback', () => {
  it('admins read it newest first with a total', async () => {
    const admin = await makeAdmin(t);
    await send({ ...valid, name: 'Newest' });
    const res = await t.app.inject({ url: '/api/feedback?page=1&pageSize=2', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(2);
    expect(res.json().items[0].name).toBe('Newest');
    expect(res.json().total).toBeGreaterThanOrEqual(3);
  });

  it('others get 403', async () => {
    const user = await makeUser(t);
    expect((await t.app.inject({ url: '/api/feedback', headers: user.auth })).statusCode).toBe(403);
  });
});
