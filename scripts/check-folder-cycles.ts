/**
 * `npm run check:cycles`: no import cycles between the folders of a workspace.
 *
 * Within each workspace's src/, every top-level folder is a module (a domain module of a subgraph, a part of the
 * kernel). A file in folder A importing a file in folder B is an edge A→B. The folder graph must have no cycle:
 * a cycle means neither module can be understood, tested or moved without the other, and new modules copy what
 * they find. Files directly in src/ (index.ts, context.ts: the wiring) are not modules and are left out, and so are
 * tests (a test may set a scene up through any module).
 * Prints each cycle with one import that makes each of its edges, and exits 1 if there is any.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Cycles known when this check came (issue 13), outside that issue's work: entity relations navigated both ways in
 * library and economy, and the web player's shared components reaching into features. Each is to be broken; the check
 * fails when one is gone and still listed here, so this list only shrinks. Never add to it: break the new cycle.
 */
const knownCycles = new Set([
  'subgraphs/library/src: albums → artists → albums',
  'subgraphs/library/src: songs → albums → songs',
  'subgraphs/library/src: crate-songs → crates → crate-songs',
  'subgraphs/economy/src: token-accounts → users → token-accounts',
  'web-player/src: account → components → account',
  'web-player/src: crates → components → profile → crates',
  'web-player/src: profile → components → profile',
  'web-player/src: rooms → components → profile → rooms',
]);

const root = resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'gql') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The top-level folder under src/ that holds a path, or null for a file directly in src/ (or outside it). */
function moduleOf(src: string, path: string): string | null {
  const parts = relative(src, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Relative imports and re-exports; `import type` too (a type is a dependency of the module's meaning). */
const importPattern = /(?:\bfrom|\bimport|\bimport\s*\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;
/** Tests may reach into any module to set up a scene: their imports are not edges. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Tarjan's strongly connected components: each one of more than one folder holds a cycle. */
function cyclicComponents(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return components;
}

/** One shortest cycle through `start` inside a component, as a list of folders (breadth-first). */
function cycleThrough(start: string, graph: Map<string, Set<string>>, members: Set<string>): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

let found = 0;
const seenKnown = new Set<string>();
for (const workspace of workspaces) {
  const src = join(root, workspace, 'src');
  if (!existsSync(src)) continue;
  const graph = new Map<string, Set<string>>();
  /** An import that makes each edge, "from→to" → "file → specifier", to say where to look. */
  const witness = new Map<string, string>();
  for (const file of sourceFiles(src)) {
    const from = moduleOf(src, file);
    if (!from || isTest(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = moduleOf(src, resolve(dirname(file), specifier!));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
      const edge = `${from}→${to}`;
      if (!witness.has(edge)) witness.set(edge, `${relative(root, file)} imports '${specifier}'`);
    }
  }
  for (const component of cyclicComponents(graph)) {
    const members = new Set(component);
    const printed = new Set<string>();
    for (const start of component) {
      const cycle = cycleThrough(start, graph, members);
      const key = [...cycle].sort().join(',');
      if (printed.has(key)) continue;
      printed.add(key);
      const name = `${workspace}/src: ${[...cycle, cycle[0]].join(' → ')}`;
      if (knownCycles.has(name)) {
        seenKnown.add(name);
        continue;
      }
      found++;
      console.log(name);
      cycle.forEach((from, i) => {
        const to = cycle[(i + 1) % cycle.length]!;
        console.log(`    ${from} → ${to}: ${witness.get(`${from}→${to}`)}`);
      });
    }
  }
}

const gone = [...knownCycles].filter((name) => !seenKnown.has(name));
for (const name of gone) console.log(`${name}: gone, remove it from knownCycles in scripts/check-folder-cycles.ts`);
if (found || gone.length) {
  if (found) console.error(`\n${found} folder cycle(s): a module must not import, directly or through others, a module that imports it.`);
  process.exit(1);
}
console.log(`no folder cycles (${knownCycles.size} known ones still to break)`);
