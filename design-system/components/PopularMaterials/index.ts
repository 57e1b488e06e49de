export {
  PopularMaterials,
  POPULAR_PREVIEW,
  POPULAR_SLOTS,
  POPULAR_THUMBNAIL,
  type PopularMaterialsProps,
} from './PopularMaterials';
