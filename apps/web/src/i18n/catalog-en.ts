// The web app's complete en catalog: the ui package's and the app's own (`i18n/en.json`, the shell's
// and each feature's `i18n/en.json`). One module per language: only the language on screen is loaded.

import ui from '@arena/ui/i18n/en';
import { mergeCatalogs } from '@arena/ui/i18n/merge';

export default {
  ...ui,
  .../* @__PURE__ */ mergeCatalogs(
    import.meta.glob<Record<string, string>>(['./en.json', '../app/i18n/en.json', '../features/*/i18n/en.json'], {
      eager: true,
      import: 'default',
    }),
  ),
};
