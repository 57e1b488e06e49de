export { TeamMemberCard, TeamMemberCardSkeleton, initialsOf, type TeamMember, type TeamMemberCardProps } from './TeamMemberCard';
