import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

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
        'feature-stands-alone',
        'features-do-not-import-app',
        'no-circular',
        'no-unresolvable',
        'nothing-imports-an-app',
        'shared-does-not-import-features-or-app',
        'ui-takes-plain-data',
        'use-the-package-exports',
      ].sort(),
    );
  }, 120_000);

  describe("apps/web's zones: shared → features → app", () => {
    const web = 'scripts/checks/fixtures/apps/web/src';
    // One cruise of the web fixtures for the three rules; each case names its edges and what they break.
    let found: { rule: string; from: string; to: string }[] = [];
    const edges = (from: string) => found.filter((v) => v.from === `${web}/${from}`);
    beforeAll(() => {
      found = violations(web);
    }, 120_000);

    it('given a feature importing another feature → feature-stands-alone', () => {
      expect(edges('features/alpha/crossFeature.ts')).toEqual([
        { rule: 'feature-stands-alone', from: `${web}/features/alpha/crossFeature.ts`, to: `${web}/features/beta/panel.ts` },
      ]);
    });

    it('given a feature importing app/ → features-do-not-import-app', () => {
      expect(edges('features/alpha/reachesApp.ts')).toEqual([
        { rule: 'features-do-not-import-app', from: `${web}/features/alpha/reachesApp.ts`, to: `${web}/app/shell.ts` },
      ]);
    });

    it('given the shared layer importing a feature and app/ → shared-does-not-import-features-or-app, once each', () => {
      expect(edges('lib/reachesFeature.ts')).toEqual(
        expect.arrayContaining([
          { rule: 'shared-does-not-import-features-or-app', from: `${web}/lib/reachesFeature.ts`, to: `${web}/features/beta/panel.ts` },
          { rule: 'shared-does-not-import-features-or-app', from: `${web}/lib/reachesFeature.ts`, to: `${web}/app/shell.ts` },
        ]),
      );
      expect(edges('lib/reachesFeature.ts')).toHaveLength(2);
    });

    it('given a feature importing its own files and the shared layer, the app importing features, shared importing shared → nothing', () => {
      expect(edges('features/alpha/ownFeature.ts')).toEqual([]);
      expect(edges('app/shell.ts')).toEqual([]);
      expect(edges('session/store.ts')).toEqual([]);
      expect(edges('features/beta/panel.ts')).toEqual([]);
    });
  });
});
