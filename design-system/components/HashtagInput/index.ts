export { HashtagInput, type HashtagInputProps } from './HashtagInput';
export { HashtagToggle, hashtagCategoriesFrom, hashtagText, type HashtagCategory, type HashtagView } from './hashtag';
