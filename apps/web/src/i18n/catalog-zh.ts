// The web app's complete zh catalog: the ui package's and the app's own (`i18n/zh.json`, the shell's
// and each feature's `i18n/zh.json`). One module per language: only the language on screen is loaded.
import { mergeCatalogs } from '@arena/ui/i18n/merge';
import ui from '@arena/ui/i18n/zh';

export default {
  ...ui,
  .../* @__PURE__ */ mergeCatalogs(
    import.meta.glob<Record<string, string>>(['./zh.json', '../app/i18n/zh.json', '../features/*/i18n/zh.json'], {
      eager: true,
      import: 'default',
    }),
  ),
};
