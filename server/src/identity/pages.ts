// The identity provider's own pages: plain server-rendered HTML, in UK English or Welsh (decision
// 0040, the words in ./messages), no scripts except the sign-out form that submits itself and the
// sign-in page's install of the suite's service worker (beside the hints to prefetch the suite's
// scripts, added when no worker is there).
import { SERVICE_WORKER_PATH, type Language } from '@homework/contracts';
import { FORGOT_PASSWORD_PATH } from '../domain/password-links';
import { languageOfList, languageOfTag } from '../kit/messages';
import { identityMessages } from './messages';

type Key = Parameters<typeof identityMessages.html>[1];
type Values = Parameters<typeof identityMessages.html>[2];
/** A page's words as HTML in its language. */
export const wordsIn =
  (language: Language) =>
  (key: Key, values?: Values): string =>
    identityMessages.html(language, key, values);

/** The query that keeps a page's language on the next page (`?lang=cy`); none for English, the default. */
export const LANGUAGE_PARAMETER = 'lang';
export const withLanguage = (url: string, language: Language) => (language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`);

/**
 * The sign-in pages' language: nobody is known until they have signed in, so the one the page's own
 * switch chose (`lang`, kept on each form), else the authorize request's `ui_locales`, else English.
 */
export function interactionLanguage(query: unknown, interaction: { params: Record<string, unknown> } | undefined): Language {
  return languageOfTag((query as { lang?: string } | undefined)?.lang) ?? languageOfList(interaction?.params.ui_locales) ?? 'en';
}

/** Each language by its own name, as a person who reads it looks for it. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The pages' colours, each at least 4.5:1 against what it sits on (WCAG AA for text; field borders
 * well above the 3:1 asked of controls): the Sign in button is antd's blue-7, not the brand blue
 * #1677ff, whose white text reaches only 4.1:1.
 */
export const COLOURS = {
  text: '#1f1f1f',
  page: '#f5f5f5',
  card: '#ffffff',
  fieldBorder: '#767676',
  button: '#0958d9',
  buttonText: '#ffffff',
  focus: '#0958d9',
  errorText: '#a8071a',
  errorBackground: '#fff1f0',
} as const;

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: ${COLOURS.text}; background: ${COLOURS.page}; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; background: ${COLOURS.card}; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  @media (max-width: 24rem) { main { margin: 0; padding: 1.25rem 1rem; border-radius: 0; box-shadow: none; } }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .3rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem; font-size: 1rem; border: 1px solid ${COLOURS.fieldBorder}; border-radius: 4px; }
  input[aria-invalid="true"] { border: 2px solid ${COLOURS.errorText}; }
  button { margin-top: 1.5rem; width: 100%; padding: .65rem; font-size: 1rem; border: 0; border-radius: 4px; background: ${COLOURS.button}; color: ${COLOURS.buttonText}; cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 3px solid ${COLOURS.focus}; outline-offset: 2px; }
  .after { margin: 1.25rem 0 0; text-align: center; }
  a { color: ${COLOURS.button}; }
  a:focus-visible { outline: 3px solid ${COLOURS.focus}; outline-offset: 2px; }
  .error { color: ${COLOURS.errorText}; background: ${COLOURS.errorBackground}; border: 1px solid ${COLOURS.errorText}; padding: .6rem; border-radius: 4px; }
  .note { margin: 1.25rem 0 0; font-size: .9rem; }`;

export interface PageOptions {
  head?: string;
  /** The same page in the other language: the address the switch links to. */
  switchTo?: (language: Language) => string;
}

/** A page in its language: `<html lang>` set, a Welsh page saying its texts await review, and the switch when it has one. */
export function page(language: Language, title: string, body: string, options: PageOptions = {}): string {
  const t = wordsIn(language);
  const other: Language = language === 'en' ? 'cy' : 'en';
  const switchLink = options.switchTo
    ? `\n<nav class="after" aria-label="${t('page.otherLanguage')}"><a href="${escapeHtml(options.switchTo(other))}" hreflang="${other}" lang="${other}">${LANGUAGE_NAMES[other]}</a></nav>`
    : '';
  const note = language === 'cy' ? `\n<p class="note">${t('page.reviewNote')}</p>` : '';
  return `<!DOCTYPE html>
<html lang="${language === 'en' ? 'en-GB' : language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>${options.head ?? ''}
</head>
<body><main>${body}${switchLink}${note}</main></body>
</html>`;
}

export const SIGN_IN_ERROR_ID = 'sign-in-error';

export const PREFETCH_TEMPLATE_ID = 'start-up-prefetch';

/**
 * Scripts and stylesheets the page after sign-in will need, fetched at low priority while the user
 * types: hints held in a template that the script below adds to the page when no service worker of
 * the suite's is there. The shell installs the worker on a first visit before it sends the visitor
 * here, and the worker's install fetches the same files; a hint then would download each again
 * beside it, and the browser cancels a hint's download when the page after sign-in arrives.
 */
const prefetchHints = (urls: readonly string[]) =>
  `\n<template id="${PREFETCH_TEMPLATE_ID}">${urls.map((url) => `\n<link rel="prefetch" as="${url.endsWith('.css') ? 'style' : 'script'}" href="${escapeHtml(url)}">`).join('')}\n</template>`;

export const PREFETCH_UNLESS_WORKER_SCRIPT = `(function () {
  var hints = document.getElementById('${PREFETCH_TEMPLATE_ID}');
  var add = function () { document.head.appendChild(hints.content.cloneNode(true)); };
  if (!('serviceWorker' in navigator)) return add();
  navigator.serviceWorker.getRegistration().then(function (worker) {
    if (!worker || !(worker.installing || worker.waiting || worker.active)) add();
  }, add);
})();`;

/**
 * How long the sign-in page waits after it has loaded before it installs the suite's service worker.
 * Installing downloads and compiles the start-up scripts; a teacher typing leaves the CPU free for
 * that, but a password manager signs in at once, and an install then would share the machine with the
 * suite's start (decision 0006). The signed-in shell installs it instead, once its start has settled.
 */
export const SIGN_IN_SERVICE_WORKER_DELAY_MS = 2000;

/**
 * The suite's service worker (web/service-worker.ts) keeps the start-up scripts compiled. Installed
 * while the user types: after the page has loaded and a moment more, never once the form is sent.
 */
export const INSTALL_SERVICE_WORKER_SCRIPT = `if ('serviceWorker' in navigator) window.addEventListener('load', function () {
  var timer = setTimeout(function () { navigator.serviceWorker.register('${SERVICE_WORKER_PATH}').catch(function () {}); }, ${SIGN_IN_SERVICE_WORKER_DELAY_MS});
  document.addEventListener('submit', function () { clearTimeout(timer); });
});`;

/** The sign-in page's language switch: the same interaction, in the other language. */
export const interactionIn = (uid: string) => (language: Language) => withLanguage(`/oidc/interaction/${uid}`, language);

const errorOf = (error: string | undefined) => (error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(error)}</p>` : '');

const startUpHead = (prefetch: readonly string[] | undefined) =>
  prefetch?.length ? `${prefetchHints(prefetch)}\n<script>${PREFETCH_UNLESS_WORKER_SCRIPT}</script>\n<script>${INSTALL_SERVICE_WORKER_SCRIPT}</script>` : '';

export interface SignInPageOptions {
  action: string;
  username?: string;
  /** In the page's language already. */
  error?: string;
  prefetch?: readonly string[];
  otherAccount?: string;
  language?: Language;
  switchTo?: (language: Language) => string;
}

export function signInPage(options: SignInPageOptions): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  // A refused sign-in marks both fields (which one was wrong is not told) and ties them to the
  // message; role="alert" makes screen readers announce it as the page comes back.
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${SIGN_IN_ERROR_ID}"` : '';
  return page(
    language,
    t('signIn.title'),
    `<h1>${t('signIn.heading')}</h1>
${errorOf(options.error)}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="username">${t('signIn.username')}</label>
  <input id="username" name="username" type="text" autocomplete="username" required autofocus${invalid} value="${escapeHtml(options.username ?? '')}">
  <label for="password">${t('signIn.password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
  <button type="submit">${t('signIn.submit')}</button>
</form>
<p class="after"><a href="${escapeHtml(withLanguage(FORGOT_PASSWORD_PATH, language))}">${t('signIn.forgot')}</a></p>${
      // After the e-mail-first step (decision 0034): back to it, to sign in as someone else.
      options.otherAccount ? `\n<p class="after"><a href="${escapeHtml(withLanguage(options.otherAccount, language))}">${t('school.otherAccount')}</a></p>` : ''
    }`,
    { head: startUpHead(options.prefetch), switchTo: options.switchTo },
  );
}

/**
 * oidc-provider always asks before ending a session. When the suite's own page sent the browser
 * here, sign-out is already the user's choice: the question form submits itself with "yes" (without
 * scripts the user presses the button). Sent from anywhere else, the user is asked and must press it:
 * another site cannot sign people out by linking here.
 */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });`;

export function signOutPage(providerForm: string, options: { ask: boolean; language?: Language }): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  const button = `<button type="submit">${t('signOut.submit')}</button>`;
  const form = providerForm.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"/>${options.ask ? button : `<noscript>${button}</noscript>`}</form>`,
  );
  if (options.ask) return page(language, t('signOut.title'), `<h1>${t('signOut.title')}</h1><p>${t('signOut.question')}</p>${form}`);
  return page(language, t('signOut.signingTitle'), `<h1>${t('signOut.signingHeading')}</h1>${form}`, { head: `<script>${SIGN_OUT_SCRIPT}</script>` });
}

export function signedOutPage(language: Language = 'en'): string {
  const t = wordsIn(language);
  return page(language, t('signOut.doneTitle'), `<h1>${t('signOut.doneTitle')}</h1><p>${t('signOut.doneBody')}</p>`);
}

/** A sign-in that cannot go on; the message in the page's language already. */
/**
 * A sign-in that cannot go on, in a person's words. `technical` is the provider's own reason, in
 * OAuth's English (a client's mistake, for whoever looks after the suite): shown as such, in its own language.
 */
export function errorPage(message: string, language: Language = 'en', technical?: string): string {
  const t = wordsIn(language);
  const detail = technical ? `<p class="note">${t('error.technical')} <code lang="en">${escapeHtml(technical)}</code></p>` : '';
  return page(language, t('error.title'), `<h1>${t('error.title')}</h1><p class="error" role="alert">${escapeHtml(message)}</p>${detail}`);
}

/**
 * The words of signing in through a school's own provider (decision 0034), in one place: the
 * e-mail-first page and every way that sign-in can fail, in a teacher's words. The server's log has
 * the technical reason.
 */
export const SCHOOL_SIGN_IN_TEXTS = {
  emailLabel: schoolText('emailLabel'),
  emailHint: schoolText('emailHint'),
  next: schoolText('next'),
  otherAccount: schoolText('otherAccount'),
  problemTitle: schoolText('problemTitle'),
  tryAgain: schoolText('tryAgain'),
  down: schoolText('down'),
  misconfigured: schoolText('misconfigured'),
  refused: schoolText('refused'),
  expired: schoolText('expired'),
  noStaff: (school: string, by: 'email' | 'username', value: string, language: Language = 'en') => identityMessages.text(language, 'school.noStaff', { school, by, value }),
  noClaim: (by: 'email' | 'username', language: Language = 'en') => identityMessages.text(language, 'school.noClaim', { by }),
  chooseLegend: schoolText('chooseLegend'),
  chooseHint: schoolText('chooseHint'),
  chooseSchool: schoolText('chooseSchool'),
  usesSchoolAccount: schoolText('usesSchoolAccount'),
} as const;

/** A school sign-in text without values, in English: the routes ask the catalogue for theirs in the page's language. */
function schoolText(key: 'emailLabel' | 'emailHint' | 'next' | 'otherAccount' | 'problemTitle' | 'tryAgain' | 'down' | 'misconfigured' | 'refused' | 'expired' | 'chooseLegend' | 'chooseHint' | 'chooseSchool' | 'usesSchoolAccount'): string {
  return identityMessages.text('en', `school.${key}`);
}

/** The first step when some school has a provider of its own: who is signing in, then where. */
export function emailFirstPage(options: {
  action: string;
  name?: string;
  error?: string;
  prefetch?: readonly string[];
  language?: Language;
  switchTo?: (language: Language) => string;
}): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} name-hint` : 'name-hint';
  return page(
    language,
    t('signIn.title'),
    `<h1>${t('signIn.heading')}</h1>
${errorOf(options.error)}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="name">${t('school.emailLabel')}</label>
  <p id="name-hint">${t('school.emailHint')}</p>
  <input id="name" name="name" type="text" inputmode="email" autocomplete="username" spellcheck="false" required autofocus aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''} value="${escapeHtml(options.name ?? '')}">
  <button type="submit">${t('school.next')}</button>
</form>
<p class="after"><a href="${escapeHtml(withLanguage(FORGOT_PASSWORD_PATH, language))}">${t('signIn.forgot')}</a></p>`,
    { head: startUpHead(options.prefetch), switchTo: options.switchTo },
  );
}

/** A domain several schools of a trust share: the teacher chooses the school, whose provider and staff then count. */
export function schoolChoicePage(options: {
  action: string;
  name: string;
  schools: { id: string; name: string }[];
  otherAccount: string;
  error?: string;
  language?: Language;
}): string {
  const language = options.language ?? 'en';
  const t = wordsIn(language);
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} choose-hint` : 'choose-hint';
  const radios = options.schools
    .map(
      (school, index) =>
        `\n    <p class="choice"><input type="radio" id="school-${index}" name="school" value="${escapeHtml(school.id)}" required${index === 0 ? ' autofocus' : ''}> <label for="school-${index}">${escapeHtml(school.name)}</label></p>`,
    )
    .join('');
  return page(
    language,
    t('school.chooseTitle'),
    `<h1>${t('school.chooseTitle')}</h1>
${errorOf(options.error)}
<form method="post" action="${escapeHtml(options.action)}">
  <input type="hidden" name="name" value="${escapeHtml(options.name)}">
  <fieldset aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''}>
    <legend>${t('school.chooseLegend')}</legend>
    <p id="choose-hint">${t('school.chooseHint')}</p>${radios}
  </fieldset>
  <button type="submit">${t('school.next')}</button>
</form>
<p class="after"><a href="${escapeHtml(withLanguage(options.otherAccount, language))}">${t('school.otherAccount')}</a></p>`,
    { head: `<style>${CHOICE_STYLE}</style>` },
  );
}

const CHOICE_STYLE = `
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-weight: 600; margin: 1rem 0 .3rem; padding: 0; }
  .choice { display: flex; align-items: center; gap: .5rem; margin: .6rem 0; }
  .choice label { display: inline; font-weight: 400; margin: 0; }
  .choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
  .choice input:focus-visible { outline: 3px solid ${COLOURS.focus}; outline-offset: 2px; }`;

/** A school sign-in that could not finish, with the way back; the message in the page's language already. */
export function schoolSignInProblemPage(message: string, tryAgainUrl: string, language: Language = 'en'): string {
  const t = wordsIn(language);
  return page(
    language,
    t('school.problemTitle'),
    `<h1>${t('school.problemTitle')}</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p class="after"><a href="${escapeHtml(tryAgainUrl)}">${t('school.tryAgain')}</a></p>`,
  );
}
