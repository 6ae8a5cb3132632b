import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../../support/test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../../support/extra-server';

// A server configured for Google: the page loads Google's script and the server verifies the ID token for real,
// against a local JWKS whose key signed the token. Only Google's script is replaced, since this machine cannot reach it.
const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
let server: Awaited<ReturnType<typeof startExtraServer>>;
let jwks: http.Server;
let sign: (claims: Record<string, unknown>) => Promise<string>;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = http.createServer((_req, res) => res.end(JSON.stringify({ keys: [jwk] }))).listen(0, '127.0.0.1');
  await new Promise((r) => jwks.once('listening', r));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  sign = (claims) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3199) + 40, { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });
});
test.afterAll(async () => {
  await server?.stop();
  jwks?.close();
});

const FAKE_GSI = `window.google = { accounts: { id: {
  initialize(o) { window.__gsi = o; },
  renderButton(el) { const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Continue with Google'; b.onclick = () => window.__gsi.callback({ credential: window.__credential }); el.appendChild(b); }
} } };`;

test('with Google configured there is no development sign-in, and a verified ID token signs the user in', async ({ page }) => {
  await page.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }));
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toHaveCount(0);
  const credential = await sign({ sub: `g-${Date.now()}`, email: 'asha.google@example.com', name: 'Asha Google' });
  await page.evaluate((c) => ((window as unknown as { __credential: string }).__credential = c), credential);
  // A new account needs the "at least 13" tick (issue 30): without it, the reason and no account.
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Please confirm that you are at least 13 years old.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('I am at least 13 years old').check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Welcome to Padosi!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user')!).email)).toBe('asha.google@example.com');
});

test('a forged token is refused with the login failure text', async ({ page }) => {
  await page.route('https://accounts.google.com/gsi/client', (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI }));
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => ((window as unknown as { __credential: string }).__credential = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("when Google's script cannot load the page says so", async ({ page }) => {
  await page.route('https://accounts.google.com/**', (route) => route.abort());
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load Google API script.' })).toBeVisible();
});
