import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // One graphql instance for ESM and CJS importers ("Cannot use GraphQLObjectType from another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['{contracts,platform,test-kit,web-kit,gateway,subgraphs,rest-bridge,product,web-player,admin-console}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // End-to-end browser tests take 15 to 25 s on two cores and more under load: 60 s keeps them from timing out by chance.
    testTimeout: 60_000,
    // expect.poll's default of 1 s is shorter than a page takes on two loaded cores (browser sign-ins timed out in CI):
    // a poll ends as soon as it holds, so a longer limit costs nothing when the product is quick.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    globalSetup: ['./vitest.global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default'],
  },
});
