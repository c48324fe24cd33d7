// The second part of the shell's start-up: React DOM, antd and the app. start.tsx asks for it first
// thing, and while it downloads and is evaluated (most of a start's CPU on a school's slow machine),
// start.tsx completes a sign-in return and sends the session's calls (decision 0007).
import { createRoot } from 'react-dom/client';
import type { AuthService } from '@homework/platform/auth';
import { showPseudoLocale } from '@homework/platform/messages';
import { prebuiltStylesReady } from '@homework/platform/remote';
import type { AccessRuleName, RemoteRegistration, SuiteConfig } from '@homework/contracts';
import { ShellApp } from '../app/shell-app';
import { pseudoLocaleChosen } from '../language/pseudo-locale';
import { shellLayoutLoader } from '../app/shell-routes';
import { injectStyles } from './styles';

export interface RenderShellOptions {
  element: HTMLElement;
  config: SuiteConfig;
  auth: AuthService;
  signedIn: boolean;
  startRemotes: (options: { registrations: RemoteRegistration[]; can: (rule: AccessRuleName) => boolean }) => void;
}

export function renderShell({ element, config, auth, signedIn, startRemotes }: RenderShellOptions): void {
  // Signed in, the layout will be needed: asked for now rather than at the first render.
  if (signedIn) shellLayoutLoader.load().catch(() => undefined);
  injectStyles();
  if (pseudoLocaleChosen()) showPseudoLocale();
  // Drawn once the page has antd's prebuilt styles: never unstyled (the stylesheet downloads beside
  // this part's scripts, so it is seldom still on its way).
  void prebuiltStylesReady.then(() => createRoot(element).render(<ShellApp config={config} auth={auth} startRemotes={startRemotes} />));
}
