import { chromium } from '@playwright/test';
// node --import tsx shots.tmp.ts email lang width path1 path2 ...
const [email, lang, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: lang === 'no' ? 'nb-NO' : 'en-GB' });
await page.goto('http://localhost:3600/');
await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
const login = await page.request.post('http://localhost:3600/api/auth/login', { data: { email, password: 'Welcome!2026' } });
const body = await login.json();
await page.evaluate((b) => {
  localStorage.setItem('access_token', b.token.accessToken);
  localStorage.setItem('refresh_token', b.token.refreshToken);
  localStorage.setItem('token_expiry', b.token.expiresAt);
  localStorage.setItem('current_role', b.token.currentRole);
  localStorage.setItem('userId', b.userId);
  localStorage.setItem('user', JSON.stringify({ id: b.userId, name: b.name, email: b.email, roles: b.roles, avatar: b.avatar }));
}, body);
for (const p of paths) {
  await page.goto(`http://localhost:3600${p}`);
  await page.waitForTimeout(2500);
  const name = `${email.split('@')[0]}-${lang}-${width}-${p.replace(/[/?=&]/g, '_')}.png`;
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
  console.log(name);
}
await browser.close();
