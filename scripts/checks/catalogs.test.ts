import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every user-visible string lives in the zh / en / vi catalogs, and the three stay complete.
const root = fileURLToPath(new URL('../..', import.meta.url));
const skip = new Set(['node_modules', 'dist', 'storybook-static', '.data', '__screenshots__']);

function catalogFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    // `…/i18n/` itself, or an area's set inside it (`…/i18n/<area>/`).
    if (/(^|\/)i18n(\/|$)/.test(relative(root, path)) && readdirSync(path).includes('zh.json')) found.push(path);
    catalogFolders(path, found);
  }
  return found;
}

const folders = [...catalogFolders(join(root, 'packages')), ...catalogFolders(join(root, 'apps'))];

describe('message catalogs', () => {
  it('exist for the web app, the ui package and the server', () => {
    expect(folders.map((f) => relative(root, f))).toEqual(
      expect.arrayContaining(['apps/web/src/i18n', 'packages/ui/src/i18n', 'apps/server/src/i18n']),
    );
  });

  for (const folder of folders) {
    it(`${relative(root, folder)}: zh, en and vi have the same keys and no empty value`, () => {
      const catalogs = Object.fromEntries(
        ['zh', 'en', 'vi'].map((l) => [l, JSON.parse(readFileSync(join(folder, `${l}.json`), 'utf8')) as Record<string, string>]),
      );
      const keys = new Set(Object.values(catalogs).flatMap((c) => Object.keys(c)));
      for (const [locale, catalog] of Object.entries(catalogs)) {
        const missing = [...keys].filter((k) => !(k in catalog));
        const empty = Object.entries(catalog)
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => k);
        expect({ locale, missing, empty }).toEqual({ locale, missing: [], empty: [] });
      }
    });
  }
});
