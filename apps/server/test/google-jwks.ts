import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const TEST_ISSUER = 'https://accounts.google.com';

/** A local stand-in for Google's JWKS endpoint, serving the public half of a key the test signs with. */
export async function startJwksServer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;

  const sign = (claims: JWTPayload, opts: { key?: Parameters<SignJWT['sign']>[0]; kid?: string; expiresIn?: string | number } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
      .setIssuer((claims.iss as string) ?? TEST_ISSUER)
      .setAudience((claims.aud as string) ?? TEST_CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '1h')
      .sign(opts.key ?? privateKey);

  return { url, sign, close: () => new Promise<void>((r) => server.close(() => r())) };
}
