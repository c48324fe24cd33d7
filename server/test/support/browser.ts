// A minimal browser for tests: fetch that keeps cookies (with their paths) and never follows
// redirects by itself, so each step of a sign-in can be seen.

interface Cookie {
  name: string;
  value: string;
  path: string;
}

export class Browser {
  private cookies: Cookie[] = [];

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(target.pathname);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line, target.pathname);
    return response;
  }

  /**
   * Follows redirects until a page answers or a redirect goes to `stopAt` (the client's redirect
   * URI, with its query or fragment), which a browser would hand to the suite's page.
   */
  async follow(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ response: Response; url: string }> {
    let response = await this.fetch(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      const next = new URL(response.headers.get('location')!, current).href;
      if (stopAt && isReturnTo(next, stopAt)) return { response, url: next };
      await response.arrayBuffer();
      current = next;
      response = await this.fetch(current);
    }
    return { response, url: current };
  }

  private cookieHeader(path: string): string {
    return this.cookies
      .filter((c) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(line: string, requestPath: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') || requestPath.replace(/\/[^/]*$/, '') || '/';
    const expires = attribute('expires');
    const removed = value === '' || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
    this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
    if (!removed) this.cookies.push({ name, value, path: path || '/' });
  }
}

/** `https://x/?code=…` and `https://x/#code=…` are returns to `https://x/`; `https://x/oidc/…` is not. */
export function isReturnTo(url: string, redirectUri: string): boolean {
  return url === redirectUri || url.startsWith(`${redirectUri}?`) || url.startsWith(`${redirectUri}#`);
}
