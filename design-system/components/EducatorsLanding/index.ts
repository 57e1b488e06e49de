export { EducatorsLanding, type EducatorsLandingProps } from './EducatorsLanding';
