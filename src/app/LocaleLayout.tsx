import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { IntlProvider } from 'react-intl';
import { styled } from '@mui/material/styles';
import { AppHeader, SiteFooter, primitives, type Locale, type NavItem } from '../../design-system';
import { catalogues, DEFAULT_LOCALE, intlLocale, isLocale } from '../i18n';
import { useSession } from '../auth/session';
import { paths, switchLocale } from './paths';

const Main = styled('main')(({ theme }) => ({
  maxWidth: primitives.layout.contentMaxWidth,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 0),
  minHeight: '60vh',
}));

/** Sections shown in the header; each appears once its pages exist. */
function navItems(locale: Locale, pathname: string): NavItem[] {
  const materials = paths.materials(locale);
  return [{ key: 'materials', href: materials, active: pathname.startsWith(materials) }];
}

/**
 * Everything under /{locale}: only ru and en are valid (anything else goes to /ru); the locale picks the
 * interface language; every navigation scrolls to the top (or to the anchor in the address).
 */
export function LocaleLayout() {
  const { locale } = useParams();
  const location = useLocation();
  // The current-user call on start-up when a token is stored (spec §7); a rejected token is removed (§4).
  useSession();

  useEffect(() => {
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (isLocale(locale)) document.documentElement.lang = locale;
  }, [locale]);

  const localeHrefs = useMemo(() => {
    const current = location.pathname + location.search + location.hash;
    return { ru: switchLocale(current, 'ru'), en: switchLocale(current, 'en') };
  }, [location]);

  if (!isLocale(locale)) return <Navigate to={`/${DEFAULT_LOCALE}`} replace />;

  return (
    <IntlProvider locale={intlLocale[locale]} messages={catalogues[locale]} defaultLocale="ru-RU">
      <AppHeader
        locale={locale}
        homeHref={paths.home(locale)}
        nav={navItems(locale, location.pathname)}
        localeHrefs={localeHrefs}
      />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter
        year={new Date().getFullYear()}
        links={{ about: paths.about(locale), team: paths.team(locale), politics: paths.politics(locale), terms: paths.terms(locale) }}
      />
    </IntlProvider>
  );
}

/** The locale of the current route (valid inside LocaleLayout). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
