// The ui package's vi catalog: its own labels and every widget family's (`widgets/**/i18n/vi.json`,
// checked for completeness by scripts/checks/catalogs.test.ts). One module per language, so an app can
// load only the language it shows.
import { mergeCatalogs } from './merge';

export default /* @__PURE__ */ mergeCatalogs(
  import.meta.glob<Record<string, string>>(['./vi.json', '../widgets/**/i18n/vi.json'], { eager: true, import: 'default' }),
);
