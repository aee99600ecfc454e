// Issue 13 (the route's code starts with the page, not after the entry has run): the build writes
// `route-preload.json`, each route path of src/app/routes.tsx (lower case, as routeOf matches) mapped
// to the JS files its lazy page needs beyond what the entry already loads. The server puts them into
// the page as <link rel="modulepreload"> for the address asked (apps/server/src/routes/page.ts), so a
// phone fetches the page's chunks beside the entry instead of one round trip after it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** routes.tsx (a function: vitest's jsdom gives this module no file: URL). */
const routesFile = () => fileURLToPath(new URL('./src/app/routes.tsx', import.meta.url));
export const ROUTE_PRELOAD_FILE = 'route-preload.json';

/** `const X = lazyPage(() => import('…'))` and `{ path: '…', … page: X` of routes.tsx: path → module. */
export function routeModules(source: string, file = routesFile()): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [, name, spec] of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)\)/g))
    pages.set(name!, resolve(dirname(file), spec!));
  const out = new Map<string, string>();
  for (const [, path, name] of source.matchAll(/\{ path: '([^']+)',[^}]*?\bpage: (\w+)/g)) {
    const module = pages.get(name!);
    if (module) out.set(path!.toLowerCase(), module);
  }
  return out;
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(bundle: Record<string, Chunk | { type: 'asset' }>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) closure(bundle, name, into);
  return into;
}

/** Route path → JS files (`/assets/…`) to preload, given a build's chunks. */
export function routePreloads(bundle: Record<string, Chunk | { type: 'asset' }>, modules: Map<string, string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('route preload: the build has no entry chunk');
  const initial = closure(bundle, entry.fileName);
  const out: Record<string, string[]> = {};
  for (const [path, module] of modules) {
    const page = chunks.find((c) => c.facadeModuleId?.replace(/\.[jt]sx?$/, '') === module.replace(/\.[jt]sx?$/, ''));
    if (!page) throw new Error(`route preload: no chunk for ${path}'s page ${module}`);
    out[path] = [...closure(bundle, page.fileName)].filter((f) => !initial.has(f)).map((f) => `/${f}`);
  }
  return out;
}

/** The Vite plugin: writes route-preload.json beside index.html (build only). */
export function routePreloadPlugin() {
  return {
    name: 'arena:route-preload',
    apply: 'build' as const,
    generateBundle(
      this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): void },
      _options: unknown,
      bundle: Record<string, Chunk | { type: 'asset' }>,
    ) {
      const preloads = routePreloads(bundle, routeModules(readFileSync(routesFile(), 'utf8')));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: `${JSON.stringify(preloads)}\n` });
    },
  };
}
