import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

export class GoogleTokenError extends Error {}

/**
 * Verifies a Google ID token: RS256 signature against the JWKS, issuer, audience (our client id), expiry and a
 * verified e-mail. The JWKS URL and issuers come from configuration so tests can sign with a local key.
 */
export function createGoogleVerifier(opts: GoogleVerifierOptions) {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { cooldownDuration: 30_000, timeoutDuration: 5_000 });
  return async (credential: string): Promise<GoogleIdentity> => {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, jwks, { issuer: opts.issuers, audience: opts.clientId, algorithms: ['RS256'] }));
    } catch (err) {
      throw new GoogleTokenError((err as Error).message);
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw new GoogleTokenError('token lacks sub or email');
    if (payload.email_verified !== true && payload.email_verified !== 'true') throw new GoogleTokenError('e-mail not verified');
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email.split('@')[0]!;
    return { sub: payload.sub, email: payload.email, name: name.slice(0, 50), picture: typeof payload.picture === 'string' ? payload.picture : null };
  };
}
