/** A tag is a main or an additional one (the API's `type`). */
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
