// The test-runner's Jest config, ejected so that it drives the system's Chromium (Playwright cannot download
// browsers here): Chromium's headless shell, which the screenshot baselines were taken with (scripts/chromium.mjs).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  // A story with a thousand comments takes seconds on a busy two-core machine.
  testTimeout: 60_000,
  setupFilesAfterEnv: [...(defaults.setupFilesAfterEnv ?? []), '<rootDir>/scripts/jest-retry.cjs'],
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium({ shell: true }), headless: true, args: chromiumArgs },
      // Dates and times in screenshots must not depend on the machine's time zone.
      contextOptions: { timezoneId: 'UTC' },
      exitOnPageError: false,
    },
  },
};
