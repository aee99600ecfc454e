import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as IConfiguration;

async function violations(paths: string[]): Promise<{ rule: string; from: string; to: string }[]> {
  const result = await cruise(paths, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

describe('import rules (STYLE.md)', () => {
  it('the workspace has no forbidden import, cycle or undeclared dependency', async () => {
    const found = await violations(['packages', 'apps']);
    expect(found).toEqual([]);
  }, 120_000);

  it('the same rules catch each kind of forbidden edge in the fixtures', async () => {
    const found = await violations(['scripts/checks/fixtures']);
    const rules = new Set(found.map((v) => v.rule));
    expect(rules).toContain('ui-takes-plain-data');
    expect(rules).toContain('nothing-imports-an-app');
    expect(rules).toContain('no-circular');
    expect(rules).toContain('declared-dependencies-only');
    expect(rules).toContain('no-unresolvable');
    expect(rules).toContain('api-client-stands-alone');
  }, 120_000);
});
