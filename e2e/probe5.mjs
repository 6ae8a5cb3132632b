import { chromium } from 'playwright-core';
const base = process.argv[2];
const res = await fetch(base + '/api/auth/dev-login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'R', email: 'r' + Date.now() + '@x.in' }) });
const auth = await res.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
await page.addInitScript((a) => { localStorage.setItem('token', a.token); localStorage.setItem('user', JSON.stringify(a.user)); localStorage.setItem('user_id', String(a.user.id)); }, auth);
const out = [];
for (const p of ['/admin', '/admin/categories', '/admin/home-cards', '/admin/apartments', '/admin/providers', '/admin/reports', '/admin/users', '/admin/cms', '/banner/create', '/banner/edit/1']) {
  const t = Date.now();
  try { await page.goto(base + p, { timeout: 20000 }); await page.getByText('Only the admin team').waitFor({ timeout: 20000 }); out.push(Date.now() - t); }
  catch (e) { out.push('FAIL ' + e.message.slice(0, 80)); }
}
console.log(base, out.join(' '));
await browser.close();
