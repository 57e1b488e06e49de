import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useParams } from 'react-router-dom';
import { IntlProvider, useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import { AppHeader, SiteFooter, primitives, type Locale } from '../../design-system';
import { catalogue, DEFAULT_LOCALE, intlLocale, isLocale, LOCALES } from '../i18n';
import { AuthProvider, useAuth } from '../auth/AuthProvider';
import { AccountCounters, AccountMenu } from '../features/account/AccountMenu';
import { LazyAccountModals } from '../features/account/LazyAccountModals';
import { CookieConsent } from '../features/layout/CookieConsent';
import { HeaderLiveSearch } from '../features/layout/HeaderLiveSearch';
import { footerSections, headerNav, moreLinks } from '../features/layout/navigation';
import { StartPreloader } from '../features/layout/StartPreloader';
import { HeadListenerProvider, type PageHead } from './head';
import { paths, switchLocale } from './paths';
import { useSiteConfig } from './siteConfig';

const Main = styled('main')(({ theme }) => ({
  maxWidth: primitives.layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 0),
  minHeight: '60vh',
}));

/**
 * The language switch: the page's own translation when the page names one (a material, a course), the parent
 * section when it says there is none, else the same address under the other locale. Switching reloads (spec §9).
 */
function localeHrefs(current: string, head: PageHead | null): Record<Locale, string> {
  const hrefs = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const alternate = head?.alternates?.[locale];
    const samePath = switchLocale(current, locale);
    hrefs[locale] =
      alternate ?? (alternate === null ? samePath.split(/[?#]/)[0].replace(/\/[^/]+$/, '') || paths.home(locale) : samePath);
  }
  return hrefs;
}

/**
 * Everything under /{locale} (the route's loader sends other values to /ru): the locale picks the interface
 * language; Back restores the scroll position, a new page starts at the top (or at the address's anchor).
 */
export function LocaleLayout() {
  const locale = useLocale();
  const location = useLocation();
  const [pageHead, setPageHead] = useState<PageHead | null>(null);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const current = location.pathname + location.search + location.hash;
  return (
    <IntlProvider locale={intlLocale[locale]} messages={catalogue(locale)} defaultLocale="ru-RU">
      <AuthProvider>
        <HeadListenerProvider onHead={setPageHead}>
          <SiteChrome locale={locale} pathname={location.pathname} localeHrefs={localeHrefs(current, pageHead)} />
          <LazyAccountModals />
          <ScrollRestoration />
        </HeadListenerProvider>
      </AuthProvider>
    </IntlProvider>
  );
}

/** Header, page and footer, inside the locale's IntlProvider (their labels are translated). */
function SiteChrome({ locale, pathname, localeHrefs }: { locale: Locale; pathname: string; localeHrefs: Record<Locale, string> }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const { signedIn } = useAuth();
  return (
    <>
      <StartPreloader />
      {/* Header, page content and footer are Suspense boundaries: each hydrates after the providers, in slices
          React can interrupt, and at once where the reader presses (React's selective hydration). Nothing in them
          suspends, so the fallbacks never show. */}
      <Suspense fallback={null}>
        <AppHeader
          locale={locale}
          homeHref={paths.home(locale)}
          nav={headerNav(locale, pathname)}
          menuLinks={moreLinks(locale, intl, config)}
          localeHrefs={localeHrefs}
          search={<HeaderLiveSearch locale={locale} />}
          account={
            <>
              <AccountCounters />
              <AccountMenu />
            </>
          }
          compactBrand={signedIn}
        />
      </Suspense>
      <Main>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense fallback={null}>
        <SiteFooter
          year={new Date().getFullYear()}
          sections={footerSections(locale, intl, config)}
          links={{ about: paths.about(locale), team: paths.team(locale), politics: paths.politics(locale), terms: paths.terms(locale) }}
        />
      </Suspense>
      <CookieConsent locale={locale} />
    </>
  );
}

/** The locale of the current route (valid inside LocaleLayout). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
