/**
 * Part of `npm run check:deps`: every workspace declares the workspaces it imports.
 *
 * knip checks npm packages, but it follows an import of another workspace (`@backspin/contracts/room-options`) to the
 * file through the workspace link and so never reports one a package.json does not list. This check does: a file
 * of workspace W importing `@backspin/X` needs X in W's dependencies, or in its devDependencies when only tests and
 * test helpers or build configs import it (`*.test.ts(x)`, `*.fake.ts`, `fake-*.ts`, `*-fixture.ts`, files under a
 * `testing/` or `fakes/` folder, `vite.config.ts`).
 * Prints each missing declaration and exits 1 if there is any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const sourceFile = /\.(ts|tsx)$/;
const testOnly = (path: string) => /\.test\.tsx?$|\.fake\.ts$|(^|\/)fake-[^/]*\.ts$|-fixture\.ts$|(^|\/)(testing|fakes)\/|^vite\.config\.ts$/.test(path);
const workspaceImport = /(?:from|import)\s*\(?\s*['"](@backspin\/[a-z-]+)(?:\/[^'"]*)?['"]/g;

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'gql') return [];
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : sourceFile.test(entry) ? [path] : [];
  });
}

const problems: string[] = [];
for (const workspace of rootManifest.workspaces) {
  const dir = join(root, workspace);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
  const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
  const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
  // Each workspace package a file imports, and whether any non-test file does.
  const imported = new Map<string, { file: string; runtime: boolean }>();
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file);
    for (const [, name] of readFileSync(file, 'utf8').matchAll(workspaceImport)) {
      if (!name || name === manifest.name) continue;
      const seen = imported.get(name);
      const atRuntime = !testOnly(path);
      if (!seen || (atRuntime && !seen.runtime)) imported.set(name, { file: relative(root, file), runtime: atRuntime || Boolean(seen?.runtime) });
    }
  }
  for (const [name, { file, runtime: atRuntime }] of imported) {
    if (!declared.has(name)) problems.push(`${workspace}: imports ${name} (${file}) but its package.json does not list it`);
    else if (atRuntime && !runtime.has(name)) problems.push(`${workspace}: imports ${name} outside tests (${file}) but lists it in devDependencies only`);
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`\n${problems.length} undeclared workspace import(s): add each to the workspace's package.json, then npm install.`);
  process.exit(1);
}
console.log('every workspace declares the workspaces it imports');
