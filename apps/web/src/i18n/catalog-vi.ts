// The web app's complete vi catalog: the ui package's and the app's own (`i18n/vi.json`, the shell's
// and each feature's `i18n/vi.json`). One module per language: only the language on screen is loaded.
import { mergeCatalogs } from '@arena/ui/i18n/merge';
import ui from '@arena/ui/i18n/vi';

export default {
  ...ui,
  .../* @__PURE__ */ mergeCatalogs(
    import.meta.glob<Record<string, string>>(['./vi.json', '../app/i18n/vi.json', '../features/*/i18n/vi.json'], {
      eager: true,
      import: 'default',
    }),
  ),
};
