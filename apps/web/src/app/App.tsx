import { useEffect, useState } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { HomePage } from '../features/home/HomePage';
import { type Locale, localeTags, locales, messages, readLocale, saveLocale } from '../i18n';
import * as styles from './App.css';

function LanguageSwitch({ locale, onChange }: { locale: Locale; onChange: (l: Locale) => void }) {
  const intl = useIntl();
  return (
    <label className={styles.lang}>
      <span>
        <FormattedMessage id="app.lang.label" />
      </span>
      <select value={locale} onChange={(e) => onChange(e.target.value as Locale)}>
        {locales.map((l) => (
          <option key={l} value={l}>
            {intl.formatMessage({ id: `app.lang.${l}` })}
          </option>
        ))}
      </select>
    </label>
  );
}

function DocumentTitle() {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'app.home.title' })} - ${intl.formatMessage({ id: 'app.site.name' })}`;
    document.documentElement.lang = intl.locale;
  }, [intl]);
  return null;
}

export function App() {
  const [locale, setLocale] = useState<Locale>(() => readLocale());
  const change = (next: Locale) => {
    saveLocale(next);
    setLocale(next);
  };
  return (
    <IntlProvider locale={localeTags[locale]} messages={messages[locale]} defaultLocale="zh-CN">
      <DocumentTitle />
      <header className={styles.header}>
        <h1 className={styles.brand}>
          <FormattedMessage id="app.site.name" />
        </h1>
        <LanguageSwitch locale={locale} onChange={change} />
      </header>
      <main className={styles.main}>
        <HomePage />
      </main>
    </IntlProvider>
  );
}
