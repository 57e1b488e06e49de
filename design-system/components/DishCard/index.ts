export { DishCard, DishCardSkeleton, type DishCardProps, type DishData } from './DishCard';
