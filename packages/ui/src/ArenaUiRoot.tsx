import { type ReactNode, useEffect } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import type { Catalog, UiLocale } from './i18n';
import { type ThemeName, themes } from './theme/vars.css';
import './css/global.css';

const localeTags: Record<UiLocale, string> = { zh: 'zh-CN', en: 'en', vi: 'vi' };

export interface ArenaUiRootProps {
  /** Interface language; default zh (spec §1). */
  locale?: UiLocale;
  /** Colour theme; its class goes on <html> so portalled overlays get it too. */
  theme?: ThemeName;
  /** The complete catalog of `locale`: the ui package's labels (`@arena/ui/i18n/<locale>`) and the app's. */
  messages: Catalog;
  children: ReactNode;
}

/**
 * Theme, language and formatting for the widgets, with a catalog the caller supplies. Apps that load
 * one language at a time use this; `ArenaUiProvider` adds the ui package's catalogs of every language.
 */
export function ArenaUiRoot({ locale = 'zh', theme = 'light', messages, children }: ArenaUiRootProps) {
  useEffect(() => {
    const root = document.documentElement;
    const cls = themes[theme];
    root.classList.add(cls);
    root.lang = localeTags[locale];
    return () => root.classList.remove(cls);
  }, [theme, locale]);
  return (
    <IntlProvider locale={localeTags[locale]} defaultLocale="zh-CN" messages={messages}>
      {/* react-aria's locale: calendars, dates and number formats follow the interface language. */}
      <I18nProvider locale={localeTags[locale]}>{children}</I18nProvider>
    </IntlProvider>
  );
}
