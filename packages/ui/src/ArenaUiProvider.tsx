import type { ReactNode } from 'react';
import { ArenaUiRoot } from './ArenaUiRoot';
import { type UiLocale, uiMessages } from './i18n';
import type { ThemeName } from './theme/vars.css';

export interface ArenaUiProviderProps {
  /** Interface language; default zh (spec §1). */
  locale?: UiLocale;
  /** Colour theme; its class goes on <html> so portalled overlays get it too. */
  theme?: ThemeName;
  /** The app's own messages, merged over the ui catalogs. */
  messages?: Record<string, string>;
  children: ReactNode;
}

/** `ArenaUiRoot` with the ui package's catalogs of every language built in (Storybook, tests, small apps). */
export function ArenaUiProvider({ locale = 'zh', theme = 'light', messages, children }: ArenaUiProviderProps) {
  return (
    <ArenaUiRoot locale={locale} theme={theme} messages={{ ...uiMessages[locale], ...messages }}>
      {children}
    </ArenaUiRoot>
  );
}
