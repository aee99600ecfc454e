import { useCallback } from 'react';
import { useIntl } from 'react-intl';

// The ids of ui's own messages, read from the zh catalogs (the source language; scripts/checks/
// catalogs.test.ts keeps en and vi complete). Type-only imports: no catalog enters a bundle through
// here. A new widget family with its own `i18n/zh.json` is added to this list.
type Catalogs = typeof import('./zh.json') &
  typeof import('../widgets/Footer/i18n/zh.json') &
  typeof import('../widgets/LoginDialog/i18n/zh.json') &
  typeof import('../widgets/NavBar/i18n/zh.json') &
  typeof import('../widgets/QrLoginConfirm/i18n/zh.json') &
  typeof import('../widgets/live/i18n/zh.json') &
  typeof import('../widgets/database/i18n/zh.json') &
  typeof import('../widgets/foresight/i18n/zh.json') &
  typeof import('../widgets/esports/i18n/zh.json') &
  typeof import('../widgets/member/i18n/zh.json') &
  typeof import('../widgets/messaging/i18n/zh.json') &
  typeof import('../widgets/moderation/i18n/zh.json') &
  typeof import('../widgets/operator/i18n/zh.json') &
  typeof import('../widgets/scores/i18n/zh.json') &
  typeof import('../widgets/wallet/i18n/zh.json') &
  typeof import('../widgets/anchor-centre/i18n/zh.json');

/** Every message id of the ui package (`ui.<component>.<key>`). */
export type UiMessageId = keyof Catalogs & string;

/** The keys of the ids under `prefix` (`'ui.navBar'` → `'label' | 'home' | …`). */
export type MessageKeyOf<P extends string> = UiMessageId extends infer Id ? (Id extends `${P}.${infer Key}` ? Key : never) : never;

/** A prefix that names at least one message: `ui.navBar`, `ui.live.player`, … */
export type MessagePrefix = DotPrefixes<UiMessageId>;
type Join<A extends string, B extends string> = A extends '' ? B : `${A}.${B}`;
type DotPrefixes<S extends string, Acc extends string = ''> = S extends `${infer Head}.${infer Rest}`
  ? Join<Acc, Head> | DotPrefixes<Rest, Join<Acc, Head>>
  : never;

/** ICU argument values, as the components pass them. */
export type MessageValues = Record<string, string | number>;

/** What `useMessages(prefix)` returns, for a part that receives it from its parent. */
export type Messages<P extends MessagePrefix> = (key: MessageKeyOf<P>, values?: MessageValues) => string;

/**
 * The messages of one component, typed to the catalog: `const t = useMessages('ui.navBar'); t('home')`.
 * A key that is not in the zh catalog under that prefix is a type error.
 */
export function useMessages<P extends MessagePrefix>(prefix: P): Messages<P> {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: `${prefix}.${key}` }, values), [intl, prefix]);
}
