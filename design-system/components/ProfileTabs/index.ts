export { ProfileTabs, PROFILE_TABS, type ProfileTabKey, type ProfileTabsProps } from './ProfileTabs';
