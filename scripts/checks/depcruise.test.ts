import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

// The CLI runs in its own process, exactly as `pnpm lint` runs it.
function violations(path: string): { rule: string; from: string; to: string }[] {
  let out: string;
  try {
    out = execFileSync('pnpm', ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', '-T', 'json', path], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // depcruise exits non-zero when it finds violations; the JSON is still on stdout.
    out = (error as { stdout: string }).stdout;
  }
  const result = JSON.parse(out) as { summary: { violations: Violation[] } };
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('import rules (STYLE.md)', () => {
  it('the workspace has no forbidden import, cycle or undeclared dependency', () => {
    expect(violations('packages')).toEqual([]);
    expect(violations('apps')).toEqual([]);
  }, 120_000);

  it('the same rules catch each kind of forbidden edge in the fixtures', () => {
    const rules = new Set(violations('scripts/checks/fixtures').map((v) => v.rule));
    expect([...rules].sort()).toEqual(
      [
        'api-client-stands-alone',
        'declared-dependencies-only',
        'no-circular',
        'no-unresolvable',
        'nothing-imports-an-app',
        'ui-takes-plain-data',
        'use-the-package-exports',
      ].sort(),
    );
  }, 120_000);
});
