// The provider's pages for setting a password from a mailed link, and for asking for one ("Forgot
// password?"): plain HTML like the sign-in page, no scripts; each error is tied to its fields.
import { PASSWORD_RULE } from '../domain/password-links';
import { SIGN_IN_ERROR_ID, escapeHtml, page } from './pages';

const RULE_ID = 'password-rule';

const errorOf = (error: string | undefined) => (error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(error)}</p>` : '');

export function setPasswordPage(options: { action: string; username: string; error?: string }): string {
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} ${RULE_ID}` : RULE_ID;
  const invalid = options.error ? ' aria-invalid="true"' : '';
  return page(
    'Set your password',
    `<h1>Set your password</h1>
${errorOf(options.error)}
<p>Your username is <strong>${escapeHtml(options.username)}</strong>.</p>
<form method="post" action="${escapeHtml(options.action)}">
  <input type="text" name="username" autocomplete="username" value="${escapeHtml(options.username)}" hidden>
  <label for="password">New password</label>
  <p id="${RULE_ID}">${escapeHtml(PASSWORD_RULE.text)}</p>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_RULE.minLength}" maxlength="${PASSWORD_RULE.maxLength}" aria-describedby="${describedBy}"${invalid} autofocus>
  <label for="again">New password again</label>
  <input id="again" name="again" type="password" autocomplete="new-password" required aria-describedby="${describedBy}"${invalid}>
  <button type="submit">Set password</button>
</form>`,
  );
}

export function passwordSetPage(options: { username: string; signInUrl: string }): string {
  return page(
    'Password set',
    `<h1>Password set</h1>
<p role="status">Your password is set. Sign in to Homework with your username <strong>${escapeHtml(options.username)}</strong> and your new password.</p>
<p class="after"><a href="${escapeHtml(options.signInUrl)}">Go to Homework</a></p>`,
  );
}

export function linkRefusedPage(message: string): string {
  return page('Link not valid', `<h1>Link not valid</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

export function forgotPasswordPage(options: { action: string; name?: string; error?: string; sent?: string }): string {
  if (options.sent) return page('Check your mail', `<h1>Check your mail</h1><p role="status">${escapeHtml(options.sent)}</p>`);
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${SIGN_IN_ERROR_ID}"` : '';
  return page(
    'Forgot password',
    `<h1>Forgot password</h1>
${errorOf(options.error)}
<p>Enter your username or e-mail address, and we will mail you a link to set a new password.</p>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="name">Username or e-mail address</label>
  <input id="name" name="name" type="text" autocomplete="username" required autofocus${invalid} value="${escapeHtml(options.name ?? '')}">
  <button type="submit">Send me a link</button>
</form>`,
  );
}
