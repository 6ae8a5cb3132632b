import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from './app';
import type { TestUser } from './factories';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback, standing in for FCM / Mozilla autopush: it records every request web-push's
 * encrypted output produced, and answers each path with the status the test chose (201 by default).
 */
export async function startPushService(port: number) {
  const received: ReceivedPush[] = [];
  const replies = new Map<string, { status: number; delayMs?: number }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const reply = replies.get(path) ?? { status: 201 };
      setTimeout(() => res.writeHead(reply.status).end(), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    reply: (path: string, status: number, delayMs?: number) => replies.set(path, { status, delayMs }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret, as PushManager makes them. */
export function makeSubscriber(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
  };
}
export type Subscriber = ReturnType<typeof makeSubscriber>;

/** Subscribes one browser of a user to a module's notifications through the API. */
export async function subscribeBrowser(t: TestApp, user: TestUser, sub: Subscriber, moduleId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    headers: user.auth,
    payload: { userId: user.id, subscription: sub.subscription, moduleId },
  });
  expect(res.statusCode).toBe(201);
}

/** Decrypts an aes128gcm push body (RFC 8188 / RFC 8291) with the subscriber's private key: proves what was sent. */
export function decryptPush(sub: Subscriber, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = sub.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
  // The last record ends with the 0x02 delimiter followed by optional zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

/** Checks a VAPID Authorization header (RFC 8292): t must be an ES256 JWT signed by the expected public key. */
export function verifyVapid(header: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match;
  const raw = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const [head, claims, signature] = jwt!.split('.');
  const valid = crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  return {
    k: k!,
    valid,
    header: JSON.parse(Buffer.from(head!, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}
