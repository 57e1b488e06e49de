import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message as the SMTP server received it, decoded enough to read (mailparser is not installed). */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The last message sent to `to`. */
  lastTo(to: string): ReceivedMail;
  /** Waits (up to 10 s) for the last message to `to` among those received after the first `after`. */
  waitFor(to: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in this process, keeping every message it receives: on a random loopback port, or on `port`
 * (the e2e's site server is told its address before the tests start, e2e/mock-services.ts).
 */
export async function startSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const lastTo = (to: string, after = 0) => messages.slice(after).filter((m) => m.envelopeTo.includes(to)).at(-1);
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    lastTo(to) {
      const found = lastTo(to);
      if (!found) throw new Error(`no mail to ${to} (received: ${messages.map((m) => m.envelopeTo.join(',')).join('; ')})`);
      return found;
    },
    async waitFor(to, after = 0) {
      for (let i = 0; i < 100; i += 1) {
        const found = lastTo(to, after);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- a small MIME reader: headers, encoded words, multipart, quoted-printable and base64 ----

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  const head = at === -1 ? normalized : normalized.slice(0, at);
  const body = at === -1 ? '' : normalized.slice(at + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), adjacent ones joined. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function leafParts(raw: string): Array<{ type: string; content: string }> {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leafParts(section.replace(/^\n/, '')));
  }
  return [{ type: contentType.split(';')[0].trim().toLowerCase(), content: decodeBody(body, headers['content-transfer-encoding']) }];
}

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const { headers } = splitHeaders(raw);
  const parts = leafParts(raw);
  return {
    raw,
    headers,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

/** The value of a query parameter in the first link of a text that has it. */
export function linkParam(text: string, param: string): { link: string; value: string } {
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).searchParams.has(param));
  if (!link) throw new Error(`no link with ?${param}= in:\n${text}`);
  return { link, value: new URL(link).searchParams.get(param)! };
}
