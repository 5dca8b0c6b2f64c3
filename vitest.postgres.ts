/**
 * Setup of services-postgres (vitest.config.ts): the service tests again on PostgreSQL (DATABASE_URL), with in-process
 * pub/sub, so the one thing that differs from the services project is the database.
 */
delete process.env.REDIS_URL;
