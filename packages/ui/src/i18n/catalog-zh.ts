// The ui package's zh catalog: its own labels and every widget family's (`widgets/**/i18n/zh.json`,
// checked for completeness by scripts/checks/catalogs.test.ts). One module per language, so an app can
// load only the language it shows.
import { mergeCatalogs } from './merge';

export default /* @__PURE__ */ mergeCatalogs(
  import.meta.glob<Record<string, string>>(['./zh.json', '../widgets/**/i18n/zh.json'], { eager: true, import: 'default' }),
);
