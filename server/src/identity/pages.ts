// The identity provider's own pages: plain server-rendered HTML, UK English, no scripts except the
// sign-out form that submits itself.

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; background: #f5f5f5; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem; font-size: 1rem; border: 1px solid #bbb; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: .65rem; font-size: 1rem; border: 0; border-radius: 4px; background: #1677ff; color: #fff; cursor: pointer; }
  .error { color: #a8071a; background: #fff1f0; border: 1px solid #ffa39e; padding: .6rem; border-radius: 4px; }`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body><main>${body}</main></body>
</html>`;
}

export function signInPage(options: { action: string; username?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    'Sign in',
    `<h1>Sign in to Homework</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required autofocus value="${escapeHtml(options.username ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * oidc-provider always asks before ending a session. The suite's sign-out is already the user's
 * choice, so the question form submits itself with "yes"; without scripts the user presses the button.
 */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });`;

export function signOutPage(providerForm: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>');
  return page('Signing out', `<h1>Signing out…</h1>${form}`, `<script>${SIGN_OUT_SCRIPT}</script>`);
}

export function signedOutPage(): string {
  return page('Signed out', '<h1>Signed out</h1><p>You are now signed out of the system.</p>');
}

export function errorPage(message: string): string {
  return page('Sign-in problem', `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}
