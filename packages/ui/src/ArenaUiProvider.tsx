import { type ReactNode, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import { type UiLocale, uiMessages } from './i18n';
import { type ThemeName, themes } from './theme/vars.css';
import './css/global.css';

const localeTags: Record<UiLocale, string> = { zh: 'zh-CN', en: 'en', vi: 'vi' };

export interface ArenaUiProviderProps {
  /** Interface language; default zh (spec §1). */
  locale?: UiLocale;
  /** Colour theme; its class goes on <html> so portalled overlays get it too. */
  theme?: ThemeName;
  /** The app's own messages, merged over the ui catalogs. */
  messages?: Record<string, string>;
  children: ReactNode;
}

export function ArenaUiProvider({ locale = 'zh', theme = 'light', messages, children }: ArenaUiProviderProps) {
  useEffect(() => {
    const root = document.documentElement;
    const cls = themes[theme];
    root.classList.add(cls);
    root.lang = localeTags[locale];
    return () => root.classList.remove(cls);
  }, [theme, locale]);
  return (
    <IntlProvider locale={localeTags[locale]} defaultLocale="zh-CN" messages={{ ...uiMessages[locale], ...messages }}>
      {/* react-aria's locale: calendars, dates and number formats follow the interface language. */}
      <I18nProvider locale={localeTags[locale]}>
        {children}
      </I18nProvider>
    </IntlProvider>
  );
}
