import { globSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const require = createRequire(import.meta.url);

/*
 * Test projects, by what varies between runs (README "Tests"). Every test file lands in exactly one project of a run:
 *
 * - unit: no database, no server of ours: the web apps' logic tests (web-player/, web-kit/, admin-console/), the
 *   browser-safe contracts' tests (contracts/),
 *   `*.unit.test.ts` anywhere, and `*.pglite.test.ts` (a test that opens its own in-memory PGlite whatever the
 *   environment).
 * - services: every other test under platform/, test-kit/ and subgraphs/ (a new file lands here by default), on PGlite;
 *   services-postgres runs the same files again on PostgreSQL when DATABASE_URL is set, plus `*.postgres.test.ts`
 *   (what only PostgreSQL can show, such as row locks between concurrent connections).
 * - e2e: the gateway, the product and the web apps in headless Chromium, on embedded defaults.
 * - bridge: the REST bridge's files, sharing one product per worker (rest-bridge/src/testing/shared-product.ts).
 * - distributed: `*.distributed.test.ts` (several instances meeting through the pub/sub: Redis fan-out, gateways that
 *   hear each other's revocations, subgraphs over HTTP). On PostgreSQL + Redis when DATABASE_URL and REDIS_URL are
 *   set; otherwise those files run in e2e on embedded defaults, so a plain `npm test` still covers them.
 *
 * `npm test` with neither variable: unit, services, e2e, bridge, all embedded. With both (what .ci/run does): the
 * same, plus services-postgres and distributed. Projects meant for embedded defaults drop the two variables in their
 * worker (vitest.embedded.ts), whatever the shell has set.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const distributedOnServers = Boolean(databaseUrl && redisUrl);

const unitTests = ['**/*.unit.test.ts', '**/*.pglite.test.ts', 'contracts/**/*.test.ts'];
const distributedTests = ['**/*.distributed.test.ts'];
// What only PostgreSQL can show (concurrent connections): in services-postgres only, so no run reports it skipped.
const postgresOnlyTests = ['**/*.postgres.test.ts'];
const browserTests = ['{web-player,web-kit,admin-console}/**/*.browser.test.{ts,tsx}'];
const serviceTests = ['{platform,test-kit,subgraphs}/**/*.test.ts'];
const excluded = ['**/node_modules/**', '**/dist/**'];
const embedded = './vitest.embedded.ts';

const project = (name: string, test: NonNullable<TestProjectInlineConfiguration['test']>): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...test, exclude: [...excluded, ...(test.exclude ?? [])] },
});

const projects: TestProjectInlineConfiguration[] = [
  project('unit', {
    include: ['{web-player,web-kit,admin-console}/**/*.test.{ts,tsx}', ...unitTests],
    exclude: browserTests,
    setupFiles: [embedded],
  }),
  project('services', {
    include: serviceTests,
    exclude: [...unitTests, ...distributedTests, ...postgresOnlyTests],
    setupFiles: [embedded],
  }),
  project('e2e', {
    include: [
      '{gateway,product}/**/*.test.ts',
      ...browserTests,
      ...(distributedOnServers ? [] : distributedTests),
    ],
    exclude: [...unitTests, ...(distributedOnServers ? distributedTests : [])],
    setupFiles: [embedded],
    // Builds the web apps once before the browser tests.
    globalSetup: ['./vitest.global-setup.ts'],
  }),
  project('bridge', {
    include: ['rest-bridge/**/*.test.ts'],
    exclude: [...unitTests, ...distributedTests],
    setupFiles: [embedded],
    // One product per worker instead of one per file: the module that holds it lives as long as the worker.
    isolate: false,
    globalSetup: ['./rest-bridge/src/testing/global-setup.ts'],
  }),
];
if (databaseUrl) {
  projects.push(
    project('services-postgres', {
      include: serviceTests,
      exclude: [...unitTests, ...distributedTests],
      setupFiles: ['./vitest.postgres.ts'],
    }),
  );
}
if (distributedOnServers) {
  projects.push(project('distributed', { include: distributedTests }));
}

// A test file no project includes would never run: a new workspace's tests must be given a project here.
const inProject = new Set(projects.flatMap(({ test }) => globSync(test?.include ?? [], { exclude: test?.exclude ?? excluded })));
// Without DATABASE_URL, PostgreSQL-only files have no project on purpose.
const orphans = globSync('**/*.test.{ts,tsx}', { exclude: databaseUrl ? excluded : [...excluded, ...postgresOnlyTests] }).filter((file) => !inProject.has(file));
if (orphans.length > 0) {
  throw new Error(`vitest.config.ts: no test project includes ${orphans.join(', ')} (add its folder to a project's include)`);
}

export default defineConfig({
  resolve: {
    // One graphql instance for ESM and CJS importers ("Cannot use GraphQLObjectType from another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects,
    // End-to-end browser tests take 15 to 25 s on two cores and more under load: 60 s keeps them from timing out by chance.
    testTimeout: 60_000,
    // expect.poll's default of 1 s is shorter than a page takes on two loaded cores (browser sign-ins timed out in CI):
    // a poll ends as soon as it holds, so a longer limit costs nothing when the product is quick.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
