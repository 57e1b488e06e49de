import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom and one module cache a worker instead of one a file: setting up jsdom 32 times cost more
          // than everything else in this project (environment 101 s of 211 s; 2.5 s this way).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'design-system/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        // Pages render with React, MUI and Emotion as the built server runs them (NODE_ENV=production, JSX without
        // the dev runtime): the development builds' checks made a page render about twice as slow. Their warnings
        // are still caught by the stories, which run the development builds.
        oxc: { jsx: { runtime: 'automatic', development: false } },
        // Without Vite's 'development' condition (packages with a development build in their exports, e.g. Emotion).
        ssr: { resolve: { conditions: ['node'] } },
        test: {
          name: 'server',
          environment: 'node',
          env: { NODE_ENV: 'production' },
          include: ['server/test/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Test files share a worker's module cache (each still gets its own database): importing Fastify,
          // PGlite and the routes once per worker instead of once per file.
          isolate: false,
          // Two workers on two cores (vitest's default is one fewer than the cores): much of a file's time is
          // spent waiting on its database's own thread, so the second worker fills it.
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
