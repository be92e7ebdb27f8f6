/**
 * A browser's part of a sign-in at the provider, without a browser: fetch with a cookie jar of its own
 * (a fresh one per call, so no earlier provider session is reused). It follows the provider's redirects
 * while they stay on the provider's origin, submits the login form of test/oidc/provider.ts, and returns
 * the first address off the provider: the app's callback with code and state, or with error. That
 * address is not requested: the test hands it to the app (app.inject) together with the app's cookie.
 * The rogue issuer (rogue-issuer.ts) redirects to the callback at once; both work here.
 */

/** Signs in at the provider; throws when it refuses (wrong password) or shows no login form. */
export async function loginAtProvider(authorizeUrl: string, login: string, password: string): Promise<string> {
  return atProvider(authorizeUrl, '/login', { login, password });
}

/** Presses "Abbrechen" on the provider's login page: the callback address carries error=access_denied. */
export async function cancelAtProvider(authorizeUrl: string): Promise<string> {
  return atProvider(authorizeUrl, '/abort', {});
}

async function atProvider(authorizeUrl: string, formAction: string, fields: Record<string, string>): Promise<string> {
  const browser = new Browser(new URL(authorizeUrl).origin);
  const first = await browser.go(authorizeUrl);
  if ('leftAt' in first) return first.leftAt;
  const action = formActions(first.html).find((a) => a.endsWith(formAction));
  if (!action) throw new Error(`The provider shows no login form at ${first.url} (${first.status}): ${text(first.html)}`);
  const second = await browser.go(new URL(action, first.url).href, new URLSearchParams(fields));
  if ('leftAt' in second) return second.leftAt;
  throw new Error(`The provider refused the sign-in of ${fields.login ?? ''} (${second.status}): ${text(second.html)}`);
}

type Step = { leftAt: string } | { url: string; status: number; html: string };

class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(private readonly origin: string) {}

  /** Requests the address (a POST of the form when given) and follows redirects within the provider. */
  async go(address: string, form?: URLSearchParams): Promise<Step> {
    let url = new URL(address);
    let body = form;
    for (let hops = 0; hops < 20; hops++) {
      if (url.origin !== this.origin) return { leftAt: url.href };
      const res = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        redirect: 'manual',
        headers: { cookie: this.cookieHeader(url.pathname) },
      });
      this.store(res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: url.href, status: res.status, html: await res.text() };
      await res.body?.cancel();
      url = new URL(location, url);
      body = undefined;
    }
    throw new Error(`Too many redirects at the provider, last ${url.href}`);
  }

  private cookieHeader(path: string): string {
    return [...this.cookies]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  private store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attr('path') ?? '/' });
    }
  }
}

const formActions = (html: string) => [...html.matchAll(/<form[^>]*\saction="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
