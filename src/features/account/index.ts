// What the site's layout shows of the account on every page; the account's screens are routes of their own.
export { AccountCounters, AccountMenu } from './AccountMenu';
export { LazyAccountModals } from './LazyAccountModals';
