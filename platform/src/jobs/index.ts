export * from './job.entity.ts';
export * from './job-runner.ts';
