import en from './en.json';
import vi from './vi.json';
import zh from './zh.json';
import loginEn from '../widgets/LoginDialog/i18n/en.json';
import loginVi from '../widgets/LoginDialog/i18n/vi.json';
import loginZh from '../widgets/LoginDialog/i18n/zh.json';
import footerEn from '../widgets/Footer/i18n/en.json';
import footerVi from '../widgets/Footer/i18n/vi.json';
import footerZh from '../widgets/Footer/i18n/zh.json';
import navEn from '../widgets/NavBar/i18n/en.json';
import navVi from '../widgets/NavBar/i18n/vi.json';
import navZh from '../widgets/NavBar/i18n/zh.json';
import scoresEn from '../widgets/scores/i18n/en.json';
import scoresVi from '../widgets/scores/i18n/vi.json';
import scoresZh from '../widgets/scores/i18n/zh.json';
import liveEn from '../widgets/live/i18n/en.json';
import liveVi from '../widgets/live/i18n/vi.json';
import liveZh from '../widgets/live/i18n/zh.json';

export const uiLocales = ['zh', 'en', 'vi'] as const;
export type UiLocale = (typeof uiLocales)[number];

type Catalog = Record<string, string>;

/**
 * Each widget family keeps its own catalogs beside it (`widgets/<family>/i18n/{zh,en,vi}.json`, checked
 * for completeness by scripts/checks/catalogs.test.ts) and is listed here once; ids never collide
 * because they start with `ui.<component>.`.
 */
const families: Record<UiLocale, Catalog>[] = [{ zh, en, vi }, { zh: loginZh, en: loginEn, vi: loginVi },
  { zh: navZh, en: navEn, vi: navVi },
  { zh: footerZh, en: footerEn, vi: footerVi },
  { zh: scoresZh, en: scoresEn, vi: scoresVi },
  { zh: liveZh, en: liveEn, vi: liveVi },
];

const merge = (locale: UiLocale): Catalog => Object.assign({}, ...families.map((f) => f[locale]));

/** The ui package's own labels; apps merge them into their catalogs. */
export const uiMessages: Record<UiLocale, Catalog> = { zh: merge('zh'), en: merge('en'), vi: merge('vi') };
