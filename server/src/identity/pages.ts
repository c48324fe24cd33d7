// The identity provider's own pages: plain server-rendered HTML, UK English, no scripts except the
// sign-out form that submits itself and the sign-in page's install of the suite's service worker
// (beside the hints to prefetch the suite's scripts, added when no worker is there).
import { SERVICE_WORKER_PATH } from '@homework/contracts';
import { FORGOT_PASSWORD_PATH } from '../domain/password-links';

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
  .error { color: ${COLOURS.errorText}; background: ${COLOURS.errorBackground}; border: 1px solid ${COLOURS.errorText}; padding: .6rem; border-radius: 4px; }`;

export function page(title: string, body: string, head = ''): string {
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

export function signInPage(options: { action: string; username?: string; error?: string; prefetch?: readonly string[]; otherAccount?: string }): string {
  // A refused sign-in marks both fields (which one was wrong is not told) and ties them to the
  // message; role="alert" makes screen readers announce it as the page comes back.
  const error = options.error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const invalid = options.error ? ` aria-invalid="true" aria-describedby="${SIGN_IN_ERROR_ID}"` : '';
  return page(
    'Sign in',
    `<h1>Sign in to Homework</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required autofocus${invalid} value="${escapeHtml(options.username ?? '')}">
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
  <button type="submit">Sign in</button>
</form>
<p class="after"><a href="${FORGOT_PASSWORD_PATH}">Forgot password?</a></p>${
      // After the e-mail-first step (decision 0034): back to it, to sign in as someone else.
      options.otherAccount ? `\n<p class="after"><a href="${escapeHtml(options.otherAccount)}">${escapeHtml(SCHOOL_SIGN_IN_TEXTS.otherAccount)}</a></p>` : ''
    }`,
    options.prefetch?.length
      ? `${prefetchHints(options.prefetch)}\n<script>${PREFETCH_UNLESS_WORKER_SCRIPT}</script>\n<script>${INSTALL_SERVICE_WORKER_SCRIPT}</script>`
      : '',
  );
}

/**
 * oidc-provider always asks before ending a session. When the suite's own page sent the browser
 * here, sign-out is already the user's choice: the question form submits itself with "yes" (without
 * scripts the user presses the button). Sent from anywhere else, the user is asked and must press it:
 * another site cannot sign people out by linking here.
 */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });`;

export function signOutPage(providerForm: string, options: { ask: boolean }): string {
  const button = '<button type="submit">Sign out</button>';
  const form = providerForm.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"/>${options.ask ? button : `<noscript>${button}</noscript>`}</form>`,
  );
  if (options.ask) return page('Sign out', `<h1>Sign out</h1><p>Do you want to sign out of Homework?</p>${form}`);
  return page('Signing out', `<h1>Signing out…</h1>${form}`, `<script>${SIGN_OUT_SCRIPT}</script>`);
}

export function signedOutPage(): string {
  return page('Signed out', '<h1>Signed out</h1><p>You are now signed out of the system.</p>');
}

export function errorPage(message: string): string {
  return page('Sign-in problem', `<h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p>`);
}

/**
 * The words of signing in through a school's own provider (decision 0034), in one place: the
 * e-mail-first page and every way that sign-in can fail, in a teacher's words. The server's log has
 * the technical reason.
 */
export const SCHOOL_SIGN_IN_TEXTS = {
  emailLabel: 'E-mail address or username',
  emailHint: 'Your school may sign you in with its own account: we send you to the right place.',
  next: 'Continue',
  otherAccount: 'Use another e-mail address or username',
  problemTitle: 'Could not sign you in',
  tryAgain: 'Try again',
  down: "Your school's sign-in service is not answering at the moment, so you cannot sign in to Homework just now. Please try again in a few minutes. If it keeps happening, let your school's IT team know.",
  misconfigured:
    "Your school's sign-in is not set up correctly for Homework, so you cannot sign in this way just now. You have done nothing wrong: please let your school's IT team know, with the time you tried.",
  refused: 'You did not finish signing in with your school, so you are not signed in to Homework. You can try again.',
  expired: 'This sign-in took too long or was already used. Please go back to Homework and sign in again.',
  noStaff: (school: string, by: 'email' | 'username', value: string) =>
    `You signed in with your school, but Homework has no member of staff at ${school} with the ${by === 'email' ? 'e-mail address' : 'username'} ${value}. Please ask your school's Homework administrator to check your details.`,
  noClaim: (by: 'email' | 'username') =>
    `You signed in with your school, but your school's sign-in did not tell Homework your ${by === 'email' ? 'e-mail address' : 'username'}. Please let your school's IT team know.`,
  chooseLegend: 'Which school are you signing in to?',
  chooseHint: 'Your e-mail address belongs to several schools of your trust. Choose the one you are signing in to now.',
  chooseSchool: 'Choose the school you are signing in to.',
  usesSchoolAccount:
    'Your school signs in to Homework with its own accounts. Please enter your school e-mail address instead, and sign in with your school.',
} as const;

/** The first step when some school has a provider of its own: who is signing in, then where. */
export function emailFirstPage(options: { action: string; name?: string; error?: string; prefetch?: readonly string[] }): string {
  const texts = SCHOOL_SIGN_IN_TEXTS;
  const error = options.error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} name-hint` : 'name-hint';
  return page(
    'Sign in',
    `<h1>Sign in to Homework</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="name">${escapeHtml(texts.emailLabel)}</label>
  <p id="name-hint">${escapeHtml(texts.emailHint)}</p>
  <input id="name" name="name" type="text" inputmode="email" autocomplete="username" spellcheck="false" required autofocus aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''} value="${escapeHtml(options.name ?? '')}">
  <button type="submit">${escapeHtml(texts.next)}</button>
</form>
<p class="after"><a href="${FORGOT_PASSWORD_PATH}">Forgot password?</a></p>`,
    options.prefetch?.length
      ? `${prefetchHints(options.prefetch)}\n<script>${PREFETCH_UNLESS_WORKER_SCRIPT}</script>\n<script>${INSTALL_SERVICE_WORKER_SCRIPT}</script>`
      : '',
  );
}

/** A domain several schools of a trust share: the teacher chooses the school, whose provider and staff then count. */
export function schoolChoicePage(options: { action: string; name: string; schools: { id: string; name: string }[]; otherAccount: string; error?: string }): string {
  const texts = SCHOOL_SIGN_IN_TEXTS;
  const error = options.error ? `<p id="${SIGN_IN_ERROR_ID}" class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const describedBy = options.error ? `${SIGN_IN_ERROR_ID} choose-hint` : 'choose-hint';
  const radios = options.schools
    .map(
      (school, index) =>
        `\n    <p class="choice"><input type="radio" id="school-${index}" name="school" value="${escapeHtml(school.id)}" required${index === 0 ? ' autofocus' : ''}> <label for="school-${index}">${escapeHtml(school.name)}</label></p>`,
    )
    .join('');
  return page(
    'Choose your school',
    `<h1>Choose your school</h1>
${error}
<form method="post" action="${escapeHtml(options.action)}">
  <input type="hidden" name="name" value="${escapeHtml(options.name)}">
  <fieldset aria-describedby="${describedBy}"${options.error ? ' aria-invalid="true"' : ''}>
    <legend>${escapeHtml(texts.chooseLegend)}</legend>
    <p id="choose-hint">${escapeHtml(texts.chooseHint)}</p>${radios}
  </fieldset>
  <button type="submit">${escapeHtml(texts.next)}</button>
</form>
<p class="after"><a href="${escapeHtml(options.otherAccount)}">${escapeHtml(texts.otherAccount)}</a></p>`,
    `<style>${CHOICE_STYLE}</style>`,
  );
}

const CHOICE_STYLE = `
  fieldset { border: 0; margin: 0; padding: 0; }
  legend { font-weight: 600; margin: 1rem 0 .3rem; padding: 0; }
  .choice { display: flex; align-items: center; gap: .5rem; margin: .6rem 0; }
  .choice label { display: inline; font-weight: 400; margin: 0; }
  .choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
  .choice input:focus-visible { outline: 3px solid ${COLOURS.focus}; outline-offset: 2px; }`;

/** A school sign-in that could not finish, with the way back. */
export function schoolSignInProblemPage(message: string, tryAgainUrl: string): string {
  const texts = SCHOOL_SIGN_IN_TEXTS;
  return page(
    texts.problemTitle,
    `<h1>${escapeHtml(texts.problemTitle)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>
<p class="after"><a href="${escapeHtml(tryAgainUrl)}">${escapeHtml(texts.tryAgain)}</a></p>`,
  );
}
