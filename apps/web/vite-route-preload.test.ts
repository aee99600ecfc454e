import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules, routePreloads } from './vite-route-preload';

const routesFile = join(__dirname, 'src/app/routes.tsx');
const source = readFileSync(routesFile, 'utf8');

describe('route preloads (route-preload.json)', () => {
  it("finds every route of routes.tsx and its lazy page's module", () => {
    const modules = routeModules(source, routesFile);
    expect(modules.size).toBe([...source.matchAll(/\{ path: '/g)].length);
    expect(modules.get('/main')).toBe(join(__dirname, 'src/app/pages/HomePage'));
    expect(modules.get('/score-live')).toBe(join(__dirname, 'src/features/scores/ScoreBoard'));
    expect(modules.get('/trophy/home')).toBe(join(__dirname, 'src/features/database/TrophyPage'));
  });

  it("lists a page's chunk and its static imports, without what the entry already loads", () => {
    const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      facadeModuleId,
      isEntry,
    });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], '/app/src/main.tsx', true),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/Home.js': chunk('assets/Home.js', ['assets/store.js', 'assets/runtime.js'], '/app/src/Home.tsx'),
      'assets/store.js': chunk('assets/store.js', ['assets/util.js']),
      'assets/util.js': chunk('assets/util.js', []),
      'assets/Home.css': { type: 'asset' as const },
    };
    expect(routePreloads(bundle, new Map([['/main', '/app/src/Home']]))).toEqual({
      '/main': ['/assets/Home.js', '/assets/store.js', '/assets/util.js'],
    });
    expect(() => routePreloads(bundle, new Map([['/x', '/app/src/Missing']]))).toThrow(/no chunk/);
  });
});
