export { NextMaterialButton, type NextMaterialButtonProps } from './NextMaterialButton';
