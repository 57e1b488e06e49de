import { useEffect, type RefObject } from 'react';

/**
 * A text field rendered on the server can be typed into before the app has hydrated: the browser shows the text,
 * but the component's state does not have it (React keeps what the field shows and fires no change for it), so a
 * search would run with the old text. Once mounted, this hands such text to `onChange` as if it had been typed
 * then. A field rendered in the browser shows its state: nothing happens.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Once, when the field is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
