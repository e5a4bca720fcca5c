#!/usr/bin/env node
// Runs an entry point of src/ (`main` for npm start, `shard` for npm run shards): the compiled JavaScript
// in dist/ when `npm run build` has made it and no source file is newer than it; otherwise the TypeScript
// source through tsx (which compiles on every start, about half a second).
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'main';
process.argv.splice(2, 1);

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function builtAndFresh() {
  try {
    const stamp = statSync(join(root, 'dist', '.built')).mtimeMs;
    return stamp >= newestSource(join(root, 'src'));
  } catch {
    return false;
  }
}

if (builtAndFresh()) {
  await import(pathToFileURL(join(root, 'dist', `${entry}.js`)).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'src', `${entry}.ts`)).href);
}
