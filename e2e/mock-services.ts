import { Events, OAuth2Server } from 'oauth2-mock-server';
import { linkParam, startSmtp, type TestSmtp } from '../server/test/mail/smtp';

/**
 * The real outside services of the accounts' flows, on the ports playwright.config.ts gives the site server
 * (SMTP_URL, GOOGLE_ISSUER, FACEBOOK_*: E2E_PORT + 1 and + 2). The server asks them only when a mail is sent or a
 * sign-in starts, so a spec starts them in beforeAll and stops them in afterAll.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
export const smtpPort = port + 1;
export const oidcPort = port + 2;

export type Mailbox = TestSmtp;

/** A real SMTP server keeping what it receives (the server's own mail tests' one), on the port the site is given. */
export const startMailbox = (): Promise<Mailbox> => startSmtp(smtpPort);

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
