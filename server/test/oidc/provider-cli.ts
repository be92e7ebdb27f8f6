import { providerAccountList } from './e2e-accounts';
import { startTestProvider } from './provider';

/**
 * The test provider as a process of its own, with the journeys' accounts (e2e-accounts.ts), for
 * Playwright's webServer: runs until it is stopped. Environment:
 *   PORT                      its port on 127.0.0.1 (the issuer is http://127.0.0.1:PORT)
 *   CLIENT_ID, CLIENT_SECRET  the one client (without a secret: a public client)
 *   REDIRECT_URIS             comma-separated, the app's callback
 *   POST_LOGOUT_REDIRECT_URIS comma-separated, where the provider's sign-out may send the browser
 */
const list = (name: string) => (process.env[name] ?? '').split(',').map((s) => s.trim()).filter(Boolean);

const port = Number(process.env.PORT);
const clientId = process.env.CLIENT_ID;
if (!Number.isInteger(port) || port <= 0 || !clientId || list('REDIRECT_URIS').length === 0) {
  console.error('PORT, CLIENT_ID and REDIRECT_URIS are required');
  process.exit(2);
}

const provider = await startTestProvider({
  port,
  clientId,
  clientSecret: process.env.CLIENT_SECRET || undefined,
  redirectUris: list('REDIRECT_URIS'),
  postLogoutRedirectUris: list('POST_LOGOUT_REDIRECT_URIS'),
  accounts: providerAccountList,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void provider.close().then(() => process.exit(0)));
