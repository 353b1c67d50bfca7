import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareStandalone } from '../../scripts/standalone';
import { expect, test } from './fixtures';
import { NGINX_PORT, STANDALONE_PORT } from './ports';
import { PASSWORD, PLATFORM_URL, newMember, registerViaApi } from './support';

/**
 * The production path without scripts/site-server.ts: Next's standalone output behind nginx with
 * deploy/nginx/casino.conf, talking to the same platform as the other journeys.
 */
const NGINX = `http://localhost:${NGINX_PORT}`;
// One nginx and one standalone server for the file's journeys, in one worker.
test.describe.configure({ mode: 'serial' });
let site: ChildProcess;
let nginx: ChildProcess;
let prefix: string;

async function listening(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answers on ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const platform = new URL(PLATFORM_URL);
  site = spawn(process.execPath, [prepareStandalone()], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(STANDALONE_PORT),
      HOSTNAME: '127.0.0.1',
      API_UPSTREAM_URL: PLATFORM_URL,
      STORAGE_URL: `http://127.0.0.1:${process.env.E2E_S3_PORT ?? '4669'}/public`,
      GAME_ORIGINS: `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? '4101'}`,
    },
  });
  // The shipped server block, with this run's ports, in a main config of its own.
  prefix = mkdtempSync(path.join(tmpdir(), 'nginx-e2e-'));
  chmodSync(prefix, 0o755); // run as root, nginx's workers are another user: they write its temporary files here
  const server = readFileSync(path.resolve('deploy/nginx/casino.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${STANDALONE_PORT};`)
    .replace('server 127.0.0.1:4000;', `server ${platform.hostname}:${platform.port};`)
    .replace('listen 80;', `listen 127.0.0.1:${NGINX_PORT};`);
  writeFileSync(path.join(prefix, 'casino.conf'), server);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;\npid ${prefix}/nginx.pid;\nerror_log stderr warn;\nevents {}\nhttp {\n  access_log off;\n  include /etc/nginx/mime.types;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n  fastcgi_temp_path ${prefix}/fastcgi;\n  uwsgi_temp_path ${prefix}/uwsgi;\n  scgi_temp_path ${prefix}/scgi;\n  include ${prefix}/casino.conf;\n}\n`,
  );
  nginx = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: 'inherit',
  });
  await listening(`http://127.0.0.1:${STANDALONE_PORT}/builds/latest.json`);
  await listening(`${NGINX}/builds/latest.json`);
});

test.afterAll(async () => {
  site?.kill();
  // nginx removes its pid file on the way out: wait for it before the folder goes.
  if (nginx && nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve).kill());
  rmSync(prefix, { recursive: true, force: true });
});

test('behind nginx, the standalone site has its headers and compression, and a member logs in', async ({ page }) => {
  const res = await page.request.get(`${NGINX}/en-my`, { headers: { 'accept-encoding': 'gzip', 'sec-fetch-dest': 'document' } });
  expect(res.status()).toBe(200);
  expect(res.headers()).toMatchObject({ 'content-encoding': 'gzip', 'x-content-type-options': 'nosniff' });
  expect(res.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);

  const member = await registerViaApi(page, newMember());
  await page.context().clearCookies();
  await page.goto(`${NGINX}/en-my/slots`);
  await page.getByRole('link', { name: 'Log In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('behind nginx, a forged X-Forwarded-Host does not make a cross-site call look same-site', async ({ request }) => {
  const forged = await request.post(`${NGINX}/api/auth/login`, {
    headers: { origin: 'http://evil.test', 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'http' },
    data: { username: 'demomy01', password: 'wrong' },
  });
  expect(forged.status()).toBe(403);
  expect(await forged.json()).toMatchObject({ status: false, msg: 'cross_site_request' });
});

test('behind nginx, /realtime reaches the platform’s socket server', async ({ page }) => {
  await registerViaApi(page); // cookies are per host, not per port: the member is signed in on nginx's port too
  await page.goto(`${NGINX}/en-my`);
  const hello = await page.evaluate(async () => {
    const config = (await (
      await fetch('/api/realtime/config', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })
    ).json()) as { output: { key: string } };
    const ws = new WebSocket(`ws://${location.host}/realtime/app/${config.output.key}?protocol=7&client=js&version=8.6.0`);
    return new Promise<string>((resolve, reject) => {
      ws.onmessage = (m) => resolve((JSON.parse(String(m.data)) as { event: string }).event);
      ws.onerror = () => reject(new Error('socket failed'));
    });
  });
  expect(hello).toBe('pusher:connection_established');
});
