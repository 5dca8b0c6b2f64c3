/**
 * Setup of the projects that run on embedded defaults (vitest.config.ts): PGlite and in-process pub/sub even when the
 * shell has DATABASE_URL and REDIS_URL set for the projects that use them, so each file runs once on what it tests.
 */
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
