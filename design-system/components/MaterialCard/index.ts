export { MaterialCard, MaterialCardSkeleton, type MaterialCardProps } from './MaterialCard';
