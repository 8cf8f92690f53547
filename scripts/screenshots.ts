// npm run screenshots: refreshes the README's pictures in docs/screenshots. Starts the app on a
// throw-away SQLite folder with the demo sessions and an admin, and photographs the main screens in
// Debian's Chromium at phone and desktop sizes.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'docs/screenshots');
const port = Number(process.env.SCREENSHOT_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'courtside-shots-'));
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, DATABASE_URL: '' };
const cli = (...args: string[]) =>
  JSON.parse(execFileSync('npx', ['tsx', 'src/cli/main.ts', ...args], { cwd: root, env, encoding: 'utf8' }));

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the app did not start on ${base}`);
}

async function shoot(page: Page, name: string, fullPage = true) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A whole-page picture draws what is off screen too: the dashboard's cards skip it until scrolled near.
  if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  console.log(`docs/screenshots/${name}.png`);
}

const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
try {
  await waitForServer();
  const { created } = cli('demo');
  const admin = { email: 'owner@club.example', password: 'Screenshots-2026!' };
  cli('admin:create', '--email', admin.email, '--password', admin.password);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

  const phone = await browser.newPage(PHONE);
  await phone.goto(`${base}/sessions`);
  await phone.getByRole('link', { name: /View/ }).first().waitFor();
  await shoot(phone, 'sessions-mobile');
  type Demo = { id: string; link: string; date: string; bookings: number };
  const today = new Date().toISOString().slice(0, 10);
  // The fullest upcoming session shows a waiting list.
  const busiest = (created as Demo[])
    .filter((s) => s.date >= today)
    .reduce((a, b) => (b.bookings > a.bookings ? b : a));
  await phone.goto(`${base}/book/${busiest.link}`);
  await phone.getByRole('heading', { name: 'Participant List' }).waitFor();
  await shoot(phone, 'booking-mobile');
  await phone.goto(`${base}/auth`);
  await phone.getByRole('heading', { name: 'Admin Sign In' }).waitFor();
  await shoot(phone, 'sign-in-mobile', false);

  const desktop = await browser.newPage(DESKTOP);
  await desktop.goto(base);
  await shoot(desktop, 'landing-desktop', false);
  const signIn = await desktop.request.post(`${base}/api/auth/sign-in/email`, {
    data: admin,
    headers: { Origin: base },
  });
  if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
  await desktop.goto(`${base}/admin`);
  await desktop.getByRole('link', { name: 'Manage Bookings' }).first().waitFor();
  await shoot(desktop, 'admin-dashboard-desktop');

  await phone.context().addCookies(await desktop.context().cookies());
  await phone.goto(`${base}/admin/bookings/${busiest.id}`);
  await phone.getByRole('tab', { name: /Bookings/ }).waitFor();
  await shoot(phone, 'manage-bookings-mobile');
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
