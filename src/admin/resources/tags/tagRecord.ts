/** A tag's `type`: a main or an additional tag. */
export const typeChoices = [
  { id: 0, name: 'admin.tags.main' },
  { id: 1, name: 'admin.tags.additional' },
];

export interface TagRecord {
  id: number;
  color?: string | null;
  gradient?: string | null;
  name_ru?: string;
  contrast_warning?: string | null;
}
