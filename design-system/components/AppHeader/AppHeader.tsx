import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import type { Locale } from '../../types';
import { layout } from '../../theme/primitives';
import { LogoMark } from './LogoMark';
import { messages } from './AppHeader.messages';

// The mobile menu (MUI's Drawer, Modal, focus trap, the list) is its own chunk, loaded when the menu button is
// first hovered, focused or pressed: a reader who never opens it never downloads it.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

export type NavKey = 'materials' | 'courses' | 'books' | 'map' | 'team' | 'about' | 'educators' | 'gallery';

export interface NavItem {
  key: NavKey;
  href: string;
  /** The current page belongs to this section. */
  active?: boolean;
}

/** A further link of the mobile menu (below the sections): its label is given, external ones open a new tab. */
export interface MenuLink {
  key: string;
  label: string;
  href: string;
  external?: boolean;
}

export interface AppHeaderProps {
  locale: Locale;
  homeHref: string;
  nav: NavItem[];
  /** Further links listed in the mobile menu below the sections (the footer shows them on wide screens). */
  menuLinks?: MenuLink[];
  /** The same page in each interface language; switching reloads the page (spec §9). */
  localeHrefs: Record<Locale, string>;
  /** The live search (slot). */
  search?: ReactNode;
  /** The profile menu or the login button (slot). */
  account?: ReactNode;
  /** Open the mobile menu on first render (stories). */
  defaultMenuOpen?: boolean;
  /** Below 600 px show the brand's mark only (the signed-in account slot needs the room). */
  compactBrand?: boolean;
}

const Bar = styled('div', { name: 'DsAppHeader', slot: 'Bar' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  // 4 px between the controls on a phone: the brand's name gets the room for two lines from about 400 px.
  gap: theme.spacing(0.5),
  height: layout.headerHeight,
  maxWidth: layout.contentMaxWidth,
  width: '100%',
  margin: '0 auto',
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
}));

/**
 * Below lg (no section links) the brand takes the room the other controls leave and is a size container: the
 * name shows on one line where it fits, on two lines where those fit, and the mark alone where not even that
 * fits (320 px signed out). The mark never shrinks (it was squashed to 10 px and the name cut to "Евре…").
 */
const BrandSlot = styled('div', { name: 'DsAppHeader', slot: 'BrandSlot' })(({ theme }) => ({
  display: 'flex',
  minWidth: 0,
  [theme.breakpoints.down('lg')]: { flex: '1 1 0', containerType: 'inline-size' },
}));

const Brand = styled(Link, { name: 'DsAppHeader', slot: 'Brand', shouldForwardProp: (prop) => prop !== 'compact' })<{
  compact: boolean;
}>(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.palette.text.primary,
  textDecoration: 'none',
  fontFamily: theme.typography.h1.fontFamily,
  fontWeight: 700,
  fontSize: '1rem',
  whiteSpace: 'nowrap',
  minWidth: 0,
  '& > svg': { flexShrink: 0 },
  '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  [theme.breakpoints.up('sm')]: { fontSize: '1.2rem' },
  [theme.breakpoints.down('lg')]: {
    '& > span': { whiteSpace: 'normal', lineHeight: 1.15, overflow: 'hidden' },
    '@container (max-width: 200px)': { fontSize: '0.875rem' },
    '@container (max-width: 119px)': { '& > span': { display: 'none' } },
  },
  variants: [{ props: { compact: true }, style: { [theme.breakpoints.down('sm')]: { '& > span': { display: 'none' } } } }],
}));

const Nav = styled('nav', { name: 'DsAppHeader', slot: 'Nav' })(({ theme }) => ({
  display: 'none',
  gap: theme.spacing(0.5),
  // Even gaps: a short label ('Map') is not widened to a button's 64 px minimum.
  '& a': { minWidth: 0 },
  [theme.breakpoints.up('lg')]: { display: 'flex' },
}));

const Spacer = styled('div')(({ theme }) => ({ flexGrow: 1, [theme.breakpoints.down('lg')]: { display: 'none' } }));

const LocaleSwitch = styled('div', { name: 'DsAppHeader', slot: 'LocaleSwitch' })(({ theme }) => ({
  display: 'flex',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  padding: 2,
  '& a': {
    minWidth: 0,
    padding: '2px 10px',
    fontSize: '0.8rem',
    borderRadius: 999,
    lineHeight: 1.6,
    color: theme.palette.text.secondary,
    textDecoration: 'none',
    fontWeight: 600,
  },
  '& a[aria-current="true"]': { background: theme.palette.primary.main, color: theme.palette.primary.contrastText },
}));

const MenuButton = styled(IconButton)(({ theme }) => ({
  [theme.breakpoints.up('lg')]: { display: 'none' },
}));

/** The site header: brand, sections, search and account slots, the locale switch and the mobile menu. */
export function AppHeader({
  locale,
  homeHref,
  nav,
  menuLinks = [],
  localeHrefs,
  search,
  account,
  defaultMenuOpen = false,
  compactBrand = false,
}: AppHeaderProps) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  // The drawer is mounted from the first open on (its closing transition and focus return work after that).
  const [menuWanted, setMenuWanted] = useState(defaultMenuOpen);
  const label = (key: NavKey) => intl.formatMessage(messages[key]);

  return (
    <AppBar position="sticky">
      <Bar>
        <MenuButton
          edge="start"
          aria-label={intl.formatMessage(messages.openMenu)}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </MenuButton>
        <BrandSlot>
          <Brand href={homeHref} title={intl.formatMessage(messages.home)} compact={compactBrand}>
            <LogoMark />
            <span>{intl.formatMessage(messages.brand)}</span>
          </Brand>
        </BrandSlot>
        <Nav aria-label={intl.formatMessage(messages.navigation)}>
          {nav.map((item) => (
            <Button
              key={item.key}
              href={item.href}
              color={item.active ? 'primary' : 'inherit'}
              aria-current={item.active ? 'page' : undefined}
              size="small"
            >
              {label(item.key)}
            </Button>
          ))}
        </Nav>
        <Spacer />
        {search}
        <LocaleSwitch role="group" aria-label={intl.formatMessage(messages.language)}>
          {(['ru', 'en'] as const).map((code) => (
            <a key={code} href={localeHrefs[code]} lang={code} aria-current={code === locale ? 'true' : undefined}>
              {code.toUpperCase()}
            </a>
          ))}
        </LocaleSwitch>
        {account}
      </Bar>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            nav={nav}
            menuLinks={menuLinks}
            label={label}
            closeLabel={intl.formatMessage(messages.closeMenu)}
            navigationLabel={intl.formatMessage(messages.navigation)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
