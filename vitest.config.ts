import { defineConfig } from 'vitest/config';

// Tests of several processes on one server need PostgreSQL: they run in `npm run test:postgres`.
// Tests of the embedded engine alone run once, in the plain run.
const ONE_DATABASE = process.env.TEST_DATABASE_URL ? ['**/*.pglite.test.ts'] : ['**/*.postgres.test.ts'];

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
            'scripts/**/*.test.ts',
          ],
          exclude: ['apps/server/test/**', ...ONE_DATABASE],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ONE_DATABASE,
          // A folder for the run's migrated empty database, which each test file's database starts from.
          globalSetup: ['apps/server/test/migrated-memory.ts'],
          // Each file builds its own app on its own database, so the files of a worker share the server's
          // modules, loaded once: a third of the suite's time was each file loading them again.
          isolate: false,
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
