import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '@mui/material/styles';
import CircularProgress from '@mui/material/CircularProgress';
import { palette } from '../../theme/primitives';
import { messages } from './ScrollLoader.messages';

export interface ScrollLoaderProps {
  /** Calls onLoad when the loader comes into view (or within `distance` px of it). */
  onLoad: () => void;
  /** Whether there is more to load; when false the loader neither shows nor calls onLoad. */
  active: boolean;
  /** A page is being loaded: the spinner shows and onLoad is not called again. */
  loading?: boolean;
  /** Distance in px before the loader at which loading starts (spec default 0). */
  distance?: number;
  /** Spinner size in px (spec default 50). */
  size?: number;
  /** Spinner colour (spec default #CCCCCC). */
  color?: string;
  /** Throttle of the scroll-event fallback when IntersectionObserver is missing (spec: 100 ms). */
  throttleMs?: number;
}

const Root = styled('div', { name: 'DsScrollLoader', slot: 'Root' })({
  display: 'flex',
  justifyContent: 'center',
  padding: '24px 0',
  minHeight: 1,
});

/**
 * The infinite-scroll trigger of the lists: watches its own position with IntersectionObserver (falling back to
 * a throttled scroll listener) and asks for the next page when it becomes visible.
 */
export function ScrollLoader({
  onLoad,
  active,
  loading = false,
  distance = 0,
  size = 50,
  color = palette.loader,
  throttleMs = 100,
}: ScrollLoaderProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;

  useEffect(() => {
    const element = ref.current;
    if (!element || !active || loading) return;
    if (typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) onLoadRef.current();
        },
        { rootMargin: `0px 0px ${distance}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    let last = 0;
    const check = () => {
      const now = Date.now();
      if (now - last < throttleMs) return;
      last = now;
      if (element.getBoundingClientRect().top - distance <= window.innerHeight) onLoadRef.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => window.removeEventListener('scroll', check);
  }, [active, loading, distance, throttleMs]);

  if (!active) return null;
  return (
    <Root ref={ref} data-testid="scroll-loader">
      {loading && (
        <CircularProgress size={size} sx={{ color }} aria-label={intl.formatMessage(messages.loading)} />
      )}
    </Root>
  );
}
