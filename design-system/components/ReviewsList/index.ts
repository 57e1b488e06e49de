export { ReviewsList, DATE_TIME_FORMAT, type ReviewView, type ReviewsListProps } from './ReviewsList';
