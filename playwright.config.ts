import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/chromium';
import { NGINX_PORT } from './tests/e2e/ports';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4100);
export const baseURL = `http://localhost:${SITE_PORT}`;

/**
 * Journeys in Debian's Chromium against the built site and the real embedded platform,
 * started fresh (own ports, own data directory) for every run.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // tests/e2e/visual.spec.ts: still frames (no animation, no caret), CSS pixels, and a little room
    // for anti-aliasing; a changed layout, colour or text moves far more pixels than this.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.01 },
  },
  // One set of baselines, named for where they are taken and compared: Linux, Debian's Chromium (CI
  // and these machines alike), so a run on another platform fails loudly instead of writing new ones.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}-chromium-linux{ext}',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } }],
  webServer: {
    command: 'npx tsx scripts/start.ts --fresh',
    url: `${baseURL}/builds/latest.json`,
    // A cold build on a loaded two-core machine takes several minutes before the server listens.
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(SITE_PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: '.data/e2e',
      EMBEDDED_S3_PORT: process.env.E2E_S3_PORT ?? '4669',
      PROVIDER_PORT: process.env.E2E_PROVIDER_PORT ?? '4101',
      // The site under npm start, and the same site behind nginx (tests/e2e/behind-nginx.spec.ts).
      SITE_ORIGINS: `http://localhost:${SITE_PORT}, http://127.0.0.1:${SITE_PORT}, http://localhost:${NGINX_PORT}`,
      // The embedded SMTP server (password-reset mail lands in the outbox the journeys read).
      EMBEDDED_SMTP_PORT: process.env.E2E_SMTP_PORT ?? '2565',
      // Every journey registers from 127.0.0.1; the per-IP registration limit has a platform test.
      REGISTER_MAX_PER_IP: '1000',
      AVAILABILITY_MAX_PER_IP: '10000',
      // SITE_DATA_TTL_MS stays at its default: operator changes reach the pages through the data
      // version (lib/upstream.ts), as in production.
    },
  },
});
