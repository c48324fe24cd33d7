// The provider's pages for setting a password from a mailed link, and for asking for one ("Forgot
// password?"): plain HTML like the sign-in page, no scripts; each error is tied to its fields. Each
// page is in its language (decision 0040); an error comes in that language already.
import type { Language } from '@homework/contracts';
import { PASSWORD_RULE } from '../domain/password-links';
import { SIGN_IN_ERROR_ID, escapeHtml, page, wordsIn } from './pages';

const RULE_ID = 'password-rule';

const errorOf = (error: string | undefined) => (error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(error)}</p>` : '');

export function setPasswordPage(options: { action: string; username: string; error?: string; language?: Language }): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} ${RULE_ID}` : RULE_ID;
  const invalid = options.error ? ' aria-invalid="true"' : '';
  return page(
    language,
    t('password.setTitle'),
    `<h1>${t('password.setTitle')}</h1>
${errorOf(options.error)}
<p>${t('password.yourUsername', { username: options.username })}</p>
<form method="post" action="${escapeHtml(options.action)}">
  <input type="text" name="username" autocomplete="username" value="${escapeHtml(options.username)}" hidden>
  <label for="password">${t('password.new')}</label>
  <p id="${RULE_ID}">${t('password.rule')}</p>
  <input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_RULE.minLength}" maxlength="${PASSWORD_RULE.maxLength}" aria-describedby="${describedBy}"${invalid} autofocus>
  <label for="again">${t('password.again')}</label>
  <input id="again" name="again" type="password" autocomplete="new-password" required aria-describedby="${describedBy}"${invalid}>
  <button type="submit">${t('password.set')}</button>
</form>`,
  );
}

export function passwordSetPage(options: { username: string; signInUrl: string; language?: Language }): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  return page(
    language,
    t('password.doneTitle'),
    `<h1>${t('password.doneTitle')}</h1>
<p role="status">${t('password.done', { username: options.username })}</p>
<p class="after"><a href="${escapeHtml(options.signInUrl)}">${t('password.goToHomework')}</a></p>`,
  );
}

export function linkRefusedPage(message: string, language: Language = 'en'): string {
  const t = wordsIn(language);
  return page(language, t('password.refusedTitle'), `<h1>${t('password.refusedTitle')}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

export function forgotPasswordPage(options: {
  action: string;
  name?: string;
  error?: string;
  sent?: string;
  language?: Language;
  switchTo?: (language: Language) => string;
}): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  if (options.sent) return page(language, t('password.sentTitle'), `<h1>${t('password.sentTitle')}</h1><p role="status">${escapeHtml(options.sent)}</p>`);
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${SIGN_IN_ERROR_ID}"` : '';
  return page(
    language,
    t('password.forgotTitle'),
    `<h1>${t('password.forgotTitle')}</h1>
${errorOf(options.error)}
<p>${t('password.forgotIntro')}</p>
<form method="post" action="${escapeHtml(options.action)}">
  <label for="name">${t('password.name')}</label>
  <input id="name" name="name" type="text" autocomplete="username" required autofocus${invalid} value="${escapeHtml(options.name ?? '')}">
  <button type="submit">${t('password.send')}</button>
</form>`,
    { switchTo: options.switchTo },
  );
}
