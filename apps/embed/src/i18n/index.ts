import en from './en.json';
import vi from './vi.json';
import zh from './zh.json';

// The widget's own small catalogs (zh default, like the site). `{name}` placeholders only.
export type Locale = 'zh' | 'en' | 'vi';
export type MessageId = keyof typeof en;

const catalogs: Record<Locale, Record<MessageId, string>> = { zh, en, vi };

export function localeOf(value: string | null | undefined): Locale {
  const v = (value ?? '').toLowerCase().slice(0, 2);
  return v === 'en' || v === 'vi' ? v : 'zh';
}

export function t(locale: Locale, id: MessageId, params: Record<string, string | number> = {}): string {
  const text = catalogs[locale][id] ?? catalogs.zh[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
