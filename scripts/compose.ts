/**
 * Writes supergraph.graphql (what the gateway runs), schema.graphql (the API schema codegen reads) and each subgraph's
 * own SDL beside it (subgraphs/<name>/schema.graphql), after checking the API schema for breaking changes
 * (gateway/src/schema-changes.ts): against the schema.graphql on disk, and with `--since <git rev>` also against the
 * one committed at that revision (CI: the previous commit). A breaking change not listed with a reason in
 * schema-changes.json stops it before anything is written.
 *
 * Usage: npm run compose [-- --since <git rev>]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { composeSupergraph } from '../gateway/src/composition.ts';
import { changeKey, parseAcceptedChanges, schemaChanges, unacceptedChanges } from '../gateway/src/schema-changes.ts';
import { subgraphModules } from '@backspin/product';

const root = resolve(import.meta.dirname, '..');
const apiSchemaFile = resolve(root, 'schema.graphql');
const acceptedFile = 'schema-changes.json';
const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : undefined;
if (sinceIndex > 0 && !since) throw new Error('--since needs a git revision, e.g. --since HEAD~1');

const { supergraphSdl, apiSchemaSdl, subgraphSdls } = await composeSupergraph(subgraphModules);

const baselines: { name: string; sdl: string }[] = [];
if (existsSync(apiSchemaFile)) baselines.push({ name: 'schema.graphql on disk', sdl: readFileSync(apiSchemaFile, 'utf8') });
if (since) {
  let sdl: string;
  try {
    sdl = execFileSync('git', ['show', `${since}:schema.graphql`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch {
    // A shallow clone has no parent commit: say so rather than pass without comparing.
    console.error(`compose: no schema.graphql at ${since} to compare with (a shallow clone? fetch more history: git fetch --deepen=1)`);
    process.exit(1);
  }
  baselines.push({ name: `schema.graphql at ${since}`, sdl });
}

const acceptedPath = resolve(root, acceptedFile);
const accepted = existsSync(acceptedPath) ? parseAcceptedChanges(readFileSync(acceptedPath, 'utf8'), acceptedFile) : [];
let refused = false;
for (const baseline of baselines) {
  const { breaking, dangerous } = schemaChanges(baseline.sdl, apiSchemaSdl);
  for (const change of dangerous) console.warn(`compose: dangerous change since ${baseline.name} (allowed): ${changeKey(change)}`);
  const unaccepted = unacceptedChanges(breaking, accepted);
  if (unaccepted.length === 0) continue;
  refused = true;
  console.error(`compose: breaking changes of the API schema since ${baseline.name}:`);
  for (const change of unaccepted) console.error(`  ${changeKey(change)}`);
}
if (refused) {
  console.error(
    `Clients already shipped would break. Keep the old shape, or, if the break is deliberate, add each line above to ${acceptedFile}\n` +
      `as { "change": "<the line>", "reason": "<why clients may lose it>" } and compose again. Nothing was written.`,
  );
  process.exit(1);
}

writeFileSync(resolve(root, 'supergraph.graphql'), supergraphSdl);
writeFileSync(apiSchemaFile, apiSchemaSdl);
for (const [name, sdl] of subgraphSdls) writeFileSync(resolve(root, 'subgraphs', name, 'schema.graphql'), `${sdl.trimEnd()}\n`);
console.log(`composed ${subgraphModules.length} subgraphs into supergraph.graphql and schema.graphql (and subgraphs/*/schema.graphql)`);
