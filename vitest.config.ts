import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine's cores: one on CI's two. Two halve the
    // suite's time there; a test that needs the whole machine to itself is a timing assumption anyway.
    maxWorkers: 2,
    testTimeout: 60_000,
    // Building a test app (migrations on a fresh database) can take seconds on a busy machine.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // Tests of several processes on one server need PostgreSQL: they run in `npm run test:postgres`.
          // Tests of the embedded engine alone run once, in the plain run.
          exclude: process.env.TEST_DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts'],
        },
      },
      {
        // The web client: its own Vite config (React, Tailwind, the `@/` alias), in jsdom. The root
        // stays the repository's, so `vitest run apps/web` selects these files like any other path.
        extends: './apps/web/vite.config.ts',
        root: '.',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A page test types and clicks through user-event: 5 s alone, past 10 s beside a second suite
          // on two cores. The limit catches a test that hangs, not a slow machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
