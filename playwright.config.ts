import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/**
 * The server as production runs it: compiled (vite.server.config.ts) into a folder of this run's own, or, with
 * E2E_SERVER_DIR, one already built there (`npm test` gives its build step's server/dist, built once for both).
 */
const prebuiltServer = process.env.E2E_SERVER_DIR;
const serverDir = prebuiltServer ?? `.tmp/e2e-server-${port}`;
const buildServer = prebuiltServer ? '' : `SERVER_OUT_DIR=${serverDir} npx vite build --config vite.server.config.ts && `;
/** The accounts' e2e start a real SMTP server and a local OpenID Connect provider on these (e2e/mock-services.ts). */
const smtpPort = port + 1;
const oidcPort = port + 2;
const oidc = `http://127.0.0.1:${oidcPort}`;

/**
 * `npm test` runs the e2e beside the other steps on 2 busy cores, where a test takes 2-3 times as long as alone:
 * E2E_SLOWDOWN multiplies the default timeouts, E2E_RETRIES gives a failed test another run (reported as flaky).
 */
const slowdown = Number(process.env.E2E_SLOWDOWN ?? 1);
const retries = Number(process.env.E2E_RETRIES ?? 0);

/** Whole-site tests: a real Chromium against the real server (built client, fresh PGlite with demo content). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  fullyParallel: false,
  workers: 1,
  retries,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS ?? '.tmp/e2e-results.json' }]],
  // Traces of failed tests; a folder per shard (scripts/e2e.mjs), as each run empties its own at start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing every test is costly (screencast frames, DOM snapshots): with retries, only a failed test's retry is traced.
    trace: retries ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: findChromium({ shell: true }), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 } }, grep: /@phone/ },
  ],
  webServer: {
    // E2E_DATA: a prepared data folder (scripts/built-server.mjs --prepare) copied in, instead of a first start's seeding.
    command: `rm -rf ${dataDir} && ${process.env.E2E_DATA ? `cp -r ${process.env.E2E_DATA} ${dataDir} && ` : ''}${buildServer}node --enable-source-maps ${serverDir}/server.js`,
    url: `http://localhost:${port}/readyz`,
    // Compiling the server (~5 s idle) and a first start on a fresh database (migrations, demo content and media).
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Mail and sign-in with Google/Facebook go to the local servers of e2e/mock-services.ts (asked only when used).
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      GOOGLE_CLIENT_ID: 'e2e-google',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: oidc,
      FACEBOOK_CLIENT_ID: 'e2e-facebook',
      FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
      FACEBOOK_AUTHORIZATION_URL: `${oidc}/authorize`,
      FACEBOOK_TOKEN_URL: `${oidc}/token`,
      FACEBOOK_USERINFO_URL: `${oidc}/userinfo`,
      // The accounts' flows sign in more than 10 times a minute from one address.
      RATE_LIMIT_MAX: '200',
      // The demo reader comments in several specs within a minute (the default is 5 a minute per account).
      RATE_LIMIT_COMMENT_ACCOUNT: '50/1m,500/1d',
      // A team member who answers in the help chat (e2e/profile.spec.ts).
      ADMIN_EMAIL: 'team@e2e.test',
      ADMIN_PASSWORD: 'TeamAnswers2026',
    },
    stdout: 'pipe',
  },
});
