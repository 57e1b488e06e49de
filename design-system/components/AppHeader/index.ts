export { AppHeader, type AppHeaderProps, type NavItem, type NavKey } from './AppHeader';
export { LogoMark } from './LogoMark';
