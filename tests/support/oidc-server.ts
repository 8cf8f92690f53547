// A real OpenID Connect provider on a loopback port (oauth2-mock-server), standing in for Google.
// Its tokens and userinfo carry no email by default, so the hooks add the identity the test chose.
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

export type OidcIdentity = { sub: string; email: string; name: string; emailVerified: boolean };

export type OidcServer = {
  /** The issuer URL (the bound loopback address): GOOGLE_ISSUER_URL. */
  issuer: string;
  /** Who "signs in at Google" next: every token and userinfo answer carries this identity. */
  identity: OidcIdentity;
  /** Env for startTestApp that points the app's Google provider here. */
  env: () => Record<string, string>;
  close: () => Promise<void>;
};

export const OIDC_CLIENT_ID = 'courtside-test-client';
export const OIDC_CLIENT_SECRET = 'courtside-test-secret';

export async function startOidcServer(
  identity: OidcIdentity = {
    sub: 'google-sub-1',
    email: 'player.one@gmail.example',
    name: 'Player One',
    emailVerified: true,
  },
  /** 0 (the default) takes any free port; the browser journeys use a fixed one. */
  port = 0,
): Promise<OidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.issuer.url = issuer;

  const state: OidcServer = {
    issuer,
    identity,
    env: () => ({
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
    }),
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token) => {
    const who = state.identity;
    token.payload.sub = who.sub;
    token.payload.email = who.email;
    token.payload.email_verified = who.emailVerified;
    token.payload.name = who.name;
  });
  server.service.on('beforeUserinfo', (response) => {
    const who = state.identity;
    response.body = { sub: who.sub, email: who.email, email_verified: who.emailVerified, name: who.name };
  });
  return state;
}
