export { ProfileMenu, PROFILE_LINK_KEYS, type ProfileLinkKey, type ProfileMenuProps, type ProfileUser } from './ProfileMenu';
export { badgeCount, BADGE_MAX } from './badgeCount';
