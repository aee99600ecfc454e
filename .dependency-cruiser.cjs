// Import rules of ../shared/STYLE.md, checked inside `pnpm test` (scripts/checks/depcruise.test.ts)
// and by `pnpm lint`. Paths are matched with an optional prefix so the rule fixtures under
// scripts/checks/fixtures exercise the very same rules.
const P = '(^|/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-takes-plain-data',
      comment: 'packages/ui never imports api-client or realtime: widgets take plain data and callbacks.',
      severity: 'error',
      from: { path: `${P}packages/ui/` },
      to: { path: `${P}packages/(api-client|realtime)/` },
    },
    {
      name: 'api-client-stands-alone',
      comment: 'api-client imports no other workspace package and no UI; it reports errors as events.',
      severity: 'error',
      from: { path: `${P}packages/api-client/` },
      to: { path: `${P}(packages/(ui|realtime)|apps)/` },
    },
    {
      name: 'realtime-only-uses-api-client',
      comment: 'realtime may import types from api-client, nothing else of ours.',
      severity: 'error',
      from: { path: `${P}packages/realtime/` },
      to: { path: `${P}(packages/ui|apps)/` },
    },
    {
      name: 'nothing-imports-an-app',
      comment: 'apps are composition roots: no package and no other app imports them.',
      severity: 'error',
      from: { path: `${P}(packages|apps)/([^/]+)/` },
      to: { path: `${P}apps/([^/]+)/`, pathNot: `${P}apps/$3/` },
    },
    {
      name: 'use-the-package-exports',
      comment: "A relative path into another package's folder bypasses its exports.",
      severity: 'error',
      from: { path: `${P}(packages|apps)/([^/]+)/` },
      to: { dependencyTypes: ['local'], path: `${P}(packages|apps)/`, pathNot: `${P}$2/$3/` },
    },
    // apps/web's import zones (bulletproof-react): shared (everything in src/ but features/, app/ and
    // main.tsx: session, lib, i18n) → features → app. A feature that needs another feature's part gets
    // it from the app (a prop or slot), or the part moves to the shared layer.
    {
      name: 'feature-stands-alone',
      comment: 'A feature of apps/web does not import another feature: compose them in app/ or share the piece.',
      severity: 'error',
      from: { path: `${P}apps/web/src/features/([^/]+)/` },
      to: { path: `${P}apps/web/src/features/`, pathNot: `${P}apps/web/src/features/$2/` },
    },
    {
      name: 'features-do-not-import-app',
      comment: 'A feature of apps/web does not import app/ (routes, shell): the app composes features, not the reverse.',
      severity: 'error',
      from: { path: `${P}apps/web/src/features/` },
      to: { path: `${P}apps/web/src/app/` },
    },
    {
      name: 'shared-does-not-import-features-or-app',
      comment: "apps/web's shared layer (session, lib, i18n) imports neither a feature nor app/.",
      severity: 'error',
      from: { path: `${P}apps/web/src/`, pathNot: [`${P}apps/web/src/(features|app)/`, `${P}apps/web/src/main[.]tsx$`] },
      to: { path: `${P}apps/web/src/(features|app)/` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'declared-dependencies-only',
      comment: 'The package.json of each package is its dependency list.',
      severity: 'error',
      from: { pathNot: '^[.]storybook/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: ['^node:', '^virtual:', '[.](css|svg|png|jpg|mp3|wav)'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|\\.data|__screenshots__)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default', 'require'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
