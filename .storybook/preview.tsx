import type { Decorator, Preview } from '@storybook/react-vite';
import { ArenaUiProvider, type ThemeName, type UiLocale } from '../packages/ui/src';

// Toolbars: locale (zh / en / vi, re-rendering with that catalog), theme (light / dark), and the
// viewports of SPEC.md §9 (375 mobile, 768 tablet, 1280 desktop).
const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'zh') as UiLocale;
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  return (
    <ArenaUiProvider key={`${locale}-${theme}`} locale={locale} theme={theme}>
      <Story />
    </ArenaUiProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
          { value: 'vi', title: 'Tiếng Việt' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh', theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
