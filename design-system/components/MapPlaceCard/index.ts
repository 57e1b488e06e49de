export { MapPlaceCard, MapPlaceCardSkeleton, type MapPlaceCardProps, type MapPlaceData } from './MapPlaceCard';
