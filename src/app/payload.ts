import type { HydrationState } from 'react-router-dom';
import type { SiteConfig } from '../shared/siteConfig';

/** What the server hands to the browser in the page, beside the rendered HTML. */
export interface SsrPayload {
  /** SWR data of the first paint, by key. */
  fallback: Record<string, unknown>;
  /** react-router's loader data, so the router starts where the server was. */
  router: HydrationState;
  config: SiteConfig;
}

export const PAYLOAD_ELEMENT_ID = 'ssr-data';

/**
 * The payload as a JSON data block (`<script type="application/json">` runs nothing, so the page needs no inline
 * script and the content security policy stays `script-src 'self'`). `<` is escaped so no text can close it.
 */
export function serializePayload(payload: SsrPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script>`;
}

export function readPayload(): SsrPayload | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAYLOAD_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
}
