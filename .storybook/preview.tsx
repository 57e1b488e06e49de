import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { createAppTheme, type Locale } from '../design-system';
import '../design-system/fonts';
import ru from '../locales/ru.json';
import en from '../locales/en.json';
import { StoryLink } from './StoryLink';

initialize({ onUnhandledRequest: 'bypass', quiet: true });
// findBy… and waitFor wait up to 5 s, not 1: with every check of `npm test` side by side on 2 cores, a menu or a
// mocked list took longer than 1 s to appear in ten stories of one run (passed on retry).
configure({ asyncUtilTimeout: 5000 });

const catalogues: Record<Locale, Record<string, string>> = { ru, en };
const intlLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB' };
// Under the test-runner (Playwright sets navigator.webdriver) ripples and transitions are off, so every
// screenshot is taken of a settled page.
const reducedMotion = typeof navigator !== 'undefined' && navigator.webdriver;
const theme = createAppTheme({ LinkComponent: StoryLink, reducedMotion });

/** Theme, messages of the story's locale (toolbar or `globals.locale`), and a memory router. */
const withProviders: Decorator = (Story, context) => {
  const locale = (context.globals.locale as Locale) ?? 'ru';
  const route = (context.parameters.route as string | undefined) ?? `/${locale}`;
  return (
    <IntlProvider locale={intlLocale[locale]} messages={catalogues[locale]} defaultLocale="ru-RU">
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </ThemeProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [mswLoader],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
