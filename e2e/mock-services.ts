import { SMTPServer } from 'smtp-server';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { linkParam, parseMail, type ReceivedMail } from '../server/test/mail/smtp';

/**
 * The real outside services of the accounts' flows, on the ports playwright.config.ts gives the site server
 * (SMTP_URL, GOOGLE_ISSUER, FACEBOOK_*: E2E_PORT + 1 and + 2). The server asks them only when a mail is sent or a
 * sign-in starts, so a spec starts them in beforeAll and stops them in afterAll.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
export const smtpPort = port + 1;
export const oidcPort = port + 2;

export interface Mailbox {
  messages: ReceivedMail[];
  /** Waits for the next (or a first) mail to an address. */
  waitFor(to: string, after?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server keeping what it receives (smtp-server, as the server's own mail tests). */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ ...parseMail(Buffer.concat(chunks).toString('utf8')), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(smtpPort, '127.0.0.1', resolve);
  });
  return {
    messages,
    async waitFor(to, after = 0) {
      for (let i = 0; i < 100; i += 1) {
        const found = messages.slice(after).filter((m) => m.envelopeTo.includes(to)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { linkParam };

export interface Provider {
  /** Claims of the person who signs in next (sub, email, email_verified, given_name, family_name). */
  identity: Record<string, unknown>;
  /** Set to e.g. 'access_denied' to make the provider send the person back refusing. */
  refuse: string | null;
  stop(): Promise<void>;
}

/** A local OpenID Connect provider (oauth2-mock-server, as the server's own OAuth tests) that consents at once. */
export async function startProvider(): Promise<Provider> {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(oidcPort, '127.0.0.1');
  mock.issuer.url = `http://127.0.0.1:${oidcPort}`;
  const provider: Provider = { identity: {}, refuse: null, stop: () => mock.stop() };
  mock.service.on(Events.BeforeTokenSigning, (token) => Object.assign(token.payload, provider.identity));
  mock.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { ...provider.identity };
  });
  mock.service.on(Events.BeforeAuthorizeRedirect, (authorize) => {
    if (!provider.refuse) return;
    const url = authorize.url;
    url.searchParams.delete('code');
    url.searchParams.set('error', provider.refuse);
  });
  return provider;
}
