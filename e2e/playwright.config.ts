/**
 * End-to-end tests: Playwright driving Debian's Chromium (never a downloaded browser) against
 * `npm start` on a fresh data folder. `npm run test:e2e` runs them; screenshots of every page at
 * 1280×800 and 390×844 are written to ./screenshots.
 */
import { defineConfig } from '@playwright/test';
import {
  ADMIN_TOKEN,
  BASE_URL,
  DATA_DIR,
  MAIL_FROM,
  OPERATOR_CONTACT,
  PORT,
  PUSH_SERVICE_ORIGIN,
  SMTP_URL,
} from './env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // A closed network: no background traffic, no updates, no sync.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && npm start`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      // Every interface, as a LAN server would: the LAN test opens the game by a non-loopback address.
      HOST: '0.0.0.0',
      DATA_DIR,
      ADMIN_TOKEN,
      // Only the admin tick call advances factories, so no clock tick lands between reading cash and checking it.
      TICK_INTERVAL_MS: String(60 * 60 * 1000),
      LOG_LEVEL: 'warn',
      // Sign-ups and sign-ins of the whole suite come from one address.
      SIGN_UPS_PER_ADDRESS: '1000',
      PASSWORD_GUESSES_PER_ADDRESS: '1000',
      // The operator's one account signs in for several specs within one window.
      PASSWORD_GUESSES_PER_ACCOUNT: '1000',
      // No rival factories: the tests read the leaderboard and the market as their own players left them.
      RIVALS: '0',
      // Push messages go to the push tests' local stand-in (support/push.ts).
      PUSH_SERVICE_ORIGINS: PUSH_SERVICE_ORIGIN,
      // Reset links are mailed to the recovery test's SMTP stand-in, and open the address the tests use.
      SMTP_URL,
      MAIL_FROM,
      PUBLIC_URL: BASE_URL,
      OPERATOR_CONTACT,
    },
  },
});
