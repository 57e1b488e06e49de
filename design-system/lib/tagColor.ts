import { palette } from '../theme/primitives';
import type { TagView } from '../types';

/** The first main tag of a list: its colour is the card colour (spec §3). */
export function mainTagOf(tags: readonly TagView[]): TagView | undefined {
  return tags.find((tag) => tag.type === 0);
}

/** CSS background for a tag: its gradient, else its colour, else the neutral colour. */
export function tagBackground(tag: TagView | undefined): string {
  return tag?.gradient || tag?.color || palette.neutralTag;
}
