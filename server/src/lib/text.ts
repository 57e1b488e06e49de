/**
 * Text people write (comments, chat, contact messages) as clean plain text: Unicode NFC, \n line ends, no control
 * characters (PostgreSQL refuses NUL; the others only hide things), no blank edges. The result is stored and
 * answered as text, never as HTML: the client renders it as text, so markup stays harmless.
 */
export function cleanPlainText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]/g, '')
    .trim();
}

/** Single-line text (names, cities): control characters and runs of white space become one space. */
export function cleanLine(raw: string): string {
  return cleanPlainText(raw).replace(/\s+/g, ' ');
}
