#!/usr/bin/env node
// `pnpm test`: every suite of the repository in one command, ending with the line CI reads,
// `N passed, N failed`.
//   1. type checks of every package (each package counts as one check), and Biome's lint errors (one check);
//   2. Vitest: unit, component, contract and repository checks;
//   3. Playwright: every story of the built Storybook in zh / en / vi (play functions, accessibility,
//      visual baselines) and the end-to-end journeys, against `pnpm start`.
// Extra arguments go to Vitest (e.g. `pnpm test --project server`), which then runs alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const args = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, commandArgs, env = {}) {
  console.log(`\n━━ ${label}: ${command} ${commandArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`━━ ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status ?? 1;
}

function typecheck() {
  // Every package, and a package's benchmarks where they have their own tsconfig (apps/web/bench).
  const dirs = ['packages', 'apps']
    .flatMap((d) => readdirSync(join(root, d)).flatMap((name) => [join(d, name), join(d, name, 'bench')]))
    .filter((p) => existsSync(join(root, p, 'tsconfig.json')));
  for (const dir of dirs) {
    const status = run(`typecheck ${dir}`, 'pnpm', ['exec', 'tsc', '--noEmit', '-p', join(dir, 'tsconfig.json')]);
    if (status === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      failures.push(`typecheck ${dir}`);
    }
  }
}

/** Biome's check (biome.json): lint errors, formatting and import order, one check. (The import rules run in Vitest.) */
function lint() {
  const status = run('lint', 'pnpm', ['exec', 'biome', 'check', '--diagnostic-level=error', '.']);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push('lint: biome reports errors (pnpm exec biome check .; `biome check --write .` formats and sorts imports)');
  }
}

function vitest() {
  const report = join(out, 'vitest.json');
  const status = run('vitest', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ]);
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`vitest exited ${status} without a report`);
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + json.numTodoTests;
  for (const file of json.testResults) {
    // A file that fails to load has no test results: count it, or it would vanish from the total.
    if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
      totals.failed += 1;
      failures.push(`vitest: ${file.name.replace(root, '')} failed to run`);
    }
    for (const t of file.assertionResults) if (t.status === 'failed') failures.push(`vitest: ${t.fullName}`);
  }
  if (status !== 0 && json.numFailedTests === 0 && !failures.some((f) => f.startsWith('vitest'))) {
    totals.failed += 1;
    failures.push(`vitest exited ${status}`);
  }
}

function playwright() {
  const hasSpecs = existsSync(join(root, 'e2e')) && readdirSync(join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
  if (!hasSpecs) return;
  // The story tests visit the static Storybook that `pnpm start` serves at /storybook/.
  const built = run('storybook build', 'pnpm', ['exec', 'storybook', 'build', '-c', '.storybook', '-o', 'storybook-static', '--quiet']);
  if (built !== 0) {
    totals.failed += 1;
    failures.push('storybook build failed');
    return;
  }
  const report = join(out, 'e2e.json');
  const status = run('e2e', 'pnpm', ['exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  if (!existsSync(report)) {
    totals.failed += 1;
    failures.push(`playwright exited ${status} without a report`);
    return;
  }
  const { stats, errors = [] } = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (errors.length > 0 || (status !== 0 && stats.unexpected === 0)) {
    totals.failed += 1;
    failures.push(`playwright exited ${status}: ${errors.map((e) => e.message).join('; ')}`);
  }
}

if (args.length === 0) {
  typecheck();
  lint();
}
vitest();
if (args.length === 0) playwright();

if (failures.length > 0) {
  console.log('\nFailures:');
  for (const f of failures) console.log(`  ✗ ${f}`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
