import { startTransition, useEffect, useState } from 'react';
import { Preloader, PRELOADER_HIDE_DELAY_MS } from '../../../design-system';

/**
 * The preloader (spec §2, §9): a thin bar along the top, rendered by the server too (so hydration matches), and
 * hidden 200 ms after the app starts. It never covers the server-rendered page.
 */
export function StartPreloader() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setVisible(false)), PRELOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <Preloader visible={visible} />;
}
