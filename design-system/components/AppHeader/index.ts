export { AppHeader, type AppHeaderProps, type MenuLink, type NavItem, type NavKey } from './AppHeader';
export { LogoMark } from './LogoMark';
