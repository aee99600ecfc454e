import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end journeys of a new user against `pnpm start` (scripts/start.mjs), on a fresh data
// folder and its own port. Chromium comes from the machine (Debian's package), never a download.
const port = Number(process.env.E2E_PORT ?? 18080);
// RTMP ingest of the journeys' server (issue 15): the next port; e2e/helpers/push.ts reads it back.
const rtmpPort = Number(process.env.E2E_RTMP_PORT ?? port + 1);
process.env.E2E_RTMP_PORT = String(rtmpPort);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'arena-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers for the story tests (one preview each); the journeys run one at a time because they
  // share the server's accounts and clock.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? 'dot' : 'list',
  outputDir: '.test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // Screenshots of stories are baselines in e2e/__screenshots__ (made with Debian's Chromium and
  // Noto CJK fonts, as .ci/run installs them); `pnpm test:visual:update` refreshes them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.001 } },
  projects: [
    // Every journey file except the story runner; a new `e2e/*.spec.ts` is picked up without editing this list.
    { name: 'e2e', testMatch: /(?<!stories)\.spec\.ts$/, workers: 1, use: { browserName: 'chromium' } },
    { name: 'stories', testMatch: 'stories.spec.ts', use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/universal/getHot`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // One match minute per second, so the journeys see scores move and goals within a minute.
    env: {
      PORT: String(port),
      RTMP_PORT: String(rtmpPort),
      HOST: '127.0.0.1',
      ARENA_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR_SPEED: process.env.SIMULATOR_SPEED ?? '60',
      // Every journey logs in from 127.0.0.1, one after another: the whole suite from one address would spend
      // the per-address budget of the captcha and login calls (30 a minute) that protects a real server. The
      // budgets themselves are tested in the server suite (abuse-transport.test.ts). The overall budget
      // (1,200 calls a minute) too: a journey that walks every route in three languages makes more calls a
      // minute than one reader, and a 429 on the captcha failed a later login (stop 24).
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: '600',
      RATE_LIMIT_PER_MINUTE: '20000',
      CAPTCHA_LOCAL_PER_MINUTE: '600',
      // Each journey registers its own accounts (an SMS code each) from this one address: more than the
      // 20 an hour a real address may ask for (tested in the server suite); a messaging run hit it (stop 25).
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000',
      // The messaging journey sends 100 private messages in a row to page back through them (issue 16);
      // the per-user allowance (tested in the server suite) would pace that to one a second.
      IM_PRIVATE_BURST: '200',
      IM_OPS_BURST: '200',
    },
  },
});
