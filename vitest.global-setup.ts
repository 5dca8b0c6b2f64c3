/** Builds the web apps once, before any test worker starts, when the run includes browser tests. */
import type { TestProject } from 'vitest/node';
import { ensureBuilt, webApps } from './product/src/web-apps.ts';

export default async function setup(project: TestProject): Promise<void> {
  const filters = project.vitest.config.filters ?? [];
  const wants = (app: string) => filters.length === 0 || filters.some((f) => f.includes(app) || app.includes(f));
  if (wants('web-player')) await ensureBuilt(webApps.webPlayer);
  if (wants('admin-console')) await ensureBuilt(webApps.adminConsole);
}
