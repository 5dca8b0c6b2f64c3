export * from './job.entity.ts';
export * from './job-runner.ts';
export * from './cross-subgraph-effect.ts';
export * from './effect-routes.ts';
export * from './periodic-task.ts';
export * from './user-actions.ts';
