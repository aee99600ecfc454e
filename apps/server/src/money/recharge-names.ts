import { type Lang, t } from '../i18n/index';
import { money } from './wallet';

/** A package's name in the request's language, from its coins and bonus ("60 gold coins", "300 + 15 bonus"). */
export function packageName(lang: Lang, coin: unknown, give: unknown): string {
  const c = money(coin);
  const g = money(give);
  return g > 0 ? t(lang, 'server.recharge.ruleNameBonus', { coin: c, give: g }) : t(lang, 'server.recharge.ruleName', { coin: c });
}
