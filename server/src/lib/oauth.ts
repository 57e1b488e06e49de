import * as client from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, OAuthProviderSettings } from '../config.ts';
import type { Provider } from '../contracts/auth.ts';
import { HttpError } from './errors.ts';

export const providerLabels: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

/** What we keep of the person the provider signed in. */
export interface ProviderProfile {
  /** The provider's stable id of the person. */
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person owns `email`. */
  emailVerified: boolean;
  name: string | null;
  surname: string | null;
}

export interface AuthorizationAttempt {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

const upstreamError = (provider: Provider) =>
  new HttpError(502, `Could not reach ${providerLabels[provider]}. Please try again later.`);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The OAuth side of Google and Facebook sign-in, over openid-client: builds the authorization URL (PKCE, and a
 * nonce for OpenID Connect providers) and finishes the authorization code grant into a profile. A provider with an
 * issuer is configured by OpenID discovery (once, on first use); one with explicit endpoints (Facebook's Graph API,
 * plain OAuth 2) reads the person from its userinfo URL. Provider failures become 4xx/502 answers, never 500.
 */
export class OAuthClients {
  private readonly configurations = new Map<Provider, Promise<client.Configuration>>();

  constructor(
    private readonly settings: AppConfig['oauth'],
    private readonly log: FastifyBaseLogger,
  ) {}

  isConfigured(provider: Provider): boolean {
    return this.settings[provider] !== null;
  }

  private settingsOf(provider: Provider): OAuthProviderSettings {
    const settings = this.settings[provider];
    if (!settings) throw new HttpError(503, `Sign-in with ${providerLabels[provider]} is not configured on this server.`);
    return settings;
  }

  private isOpenId(provider: Provider): boolean {
    return Boolean(this.settingsOf(provider).issuer);
  }

  private scopeOf(provider: Provider): string {
    if (provider === 'facebook') return this.isOpenId(provider) ? 'openid email public_profile' : 'email public_profile';
    return 'openid email profile';
  }

  private configuration(provider: Provider): Promise<client.Configuration> {
    let pending = this.configurations.get(provider);
    if (!pending) {
      pending = this.configure(provider);
      this.configurations.set(provider, pending);
      // A failed discovery is retried on the next sign-in instead of being remembered.
      pending.catch(() => this.configurations.delete(provider));
    }
    return pending;
  }

  private async configure(provider: Provider): Promise<client.Configuration> {
    const s = this.settingsOf(provider);
    // Plain http is allowed only for endpoints configured as http (a local test provider).
    const insecure = [s.issuer, s.authorizationUrl, s.tokenUrl, s.userinfoUrl].some((u) => u?.startsWith('http:'));
    let config: client.Configuration;
    if (s.issuer) {
      try {
        config = await client.discovery(new URL(s.issuer), s.clientId, s.clientSecret, undefined, {
          execute: insecure ? [client.allowInsecureRequests] : [],
          timeout: 10,
        });
      } catch (error) {
        this.log.error({ err: error, provider }, 'OpenID discovery failed');
        throw upstreamError(provider);
      }
    } else {
      config = new client.Configuration(
        {
          issuer: new URL(s.authorizationUrl!).origin,
          authorization_endpoint: s.authorizationUrl,
          token_endpoint: s.tokenUrl,
          userinfo_endpoint: s.userinfoUrl,
        },
        s.clientId,
        s.clientSecret,
      );
      if (insecure) client.allowInsecureRequests(config);
    }
    config.timeout = 10;
    return config;
  }

  /** The provider's authorization URL for one attempt (the state and PKCE verifier are kept by the caller). */
  async authorizationUrl(provider: Provider, attempt: AuthorizationAttempt): Promise<string> {
    const config = await this.configuration(provider);
    const parameters: Record<string, string> = {
      redirect_uri: attempt.redirectUri,
      scope: this.scopeOf(provider),
      state: attempt.state,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (this.isOpenId(provider)) parameters.nonce = attempt.nonce;
    return client.buildAuthorizationUrl(config, parameters).href;
  }

  /** Exchanges the code of the callback for tokens and reads who signed in. */
  async finish(
    provider: Provider,
    attempt: AuthorizationAttempt,
    callback: { code: string; iss?: string },
  ): Promise<ProviderProfile> {
    const config = await this.configuration(provider);
    const openId = this.isOpenId(provider);
    const currentUrl = new URL(attempt.redirectUri);
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', attempt.state);
    if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);

    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: openId ? attempt.nonce : undefined,
        idTokenExpected: openId,
      });
    } catch (error) {
      if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) {
        // The provider refused the code: used, expired or not ours.
        const message = `${providerLabels[provider]} did not accept the sign-in. Please try again.`;
        throw new HttpError(422, message, { code: [message] });
      }
      this.log.error({ err: error, provider }, 'OAuth code exchange failed');
      throw upstreamError(provider);
    }

    try {
      if (openId) {
        const claims = tokens.claims()!;
        let info: Record<string, unknown> = claims;
        if (!text(claims.email) && config.serverMetadata().userinfo_endpoint) {
          // Some providers keep the e-mail out of the ID token; userinfo has it (claims of the token win).
          info = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
        }
        return profileOf(String(claims.sub), info, false);
      }
      const s = this.settingsOf(provider);
      if (!s.userinfoUrl) throw new Error(`${provider}: no userinfo URL configured`);
      const response = await client.fetchProtectedResource(config, tokens.access_token, new URL(s.userinfoUrl), 'GET');
      if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
      const info = (await response.json()) as Record<string, unknown>;
      const subject = text(info.sub) ?? (typeof info.id === 'number' ? String(info.id) : text(info.id));
      if (!subject) throw new Error('userinfo without an id');
      // Facebook's Graph API returns only a confirmed primary e-mail and has no email_verified field.
      return profileOf(subject, info, true);
    } catch (error) {
      this.log.error({ err: error, provider }, 'reading the OAuth profile failed');
      throw upstreamError(provider);
    }
  }
}

function profileOf(subject: string, info: Record<string, unknown>, verifiedByDefault: boolean): ProviderProfile {
  const email = text(info.email);
  const verifiedClaim = info.email_verified;
  const emailVerified =
    email !== null &&
    (verifiedClaim === undefined ? verifiedByDefault : verifiedClaim === true || verifiedClaim === 'true');
  let name = text(info.given_name) ?? text(info.first_name);
  let surname = text(info.family_name) ?? text(info.last_name);
  if (!name && !surname && text(info.name)) {
    const [first, ...rest] = text(info.name)!.split(/\s+/);
    name = first;
    surname = rest.join(' ') || null;
  }
  return { subject, email, emailVerified, name: name?.slice(0, 100) ?? null, surname: surname?.slice(0, 100) ?? null };
}
