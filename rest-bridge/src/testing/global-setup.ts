/** The bridge project's media root (rest-bridge/src/testing/shared-product.ts): made before its workers, removed after them. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    bridgeMediaRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'backspin-bridge-'));
  project.provide('bridgeMediaRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
