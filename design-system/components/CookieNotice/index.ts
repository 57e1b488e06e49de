export { CookieNotice, type CookieNoticeProps } from './CookieNotice';
