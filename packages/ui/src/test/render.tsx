import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import type { UiLocale } from '../i18n';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Interface language of the render; default zh (spec §1). */
  locale?: UiLocale;
  /** Options for user-event, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders inside ArenaUiProvider (catalogs, theme) and returns a user-event session with it. */
export function renderWithProviders(ui: ReactElement, { locale = 'zh', user, ...options }: ProviderOptions = {}) {
  const result = render(ui, {
    wrapper: ({ children }) => <ArenaUiProvider locale={locale}>{children}</ArenaUiProvider>,
    ...options,
  });
  return { user: userEvent.setup(user), ...result };
}

/**
 * Runs axe on the whole document (Radix portals overlays to <body>) and returns the violations as
 * readable lines, so `expect(await axeViolations()).toEqual([])` names what is wrong. Colour contrast
 * is left to the story tests in Chromium: jsdom does not lay out or paint.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
