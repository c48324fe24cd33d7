// The shell's entry, kept small: shared modules are not eager, so the start-up sits behind an async
// boundary (Module Federation's rule) and a visitor with no session is sent to sign in before the
// big libraries are downloaded (see sign-in-first).
import { preloadPrebuiltStyles } from './start/early-styles';
import { SILENT_RENEW_PATHNAME, isSignInReturn } from './start/entry-address';
import { hasStoredUser } from './start/stored-user';

const startUp = () => import(/* webpackChunkName: "shell-start" */ './start/bootstrap');

if (isSignInReturn(window.location.hash) || hasStoredUser(window.sessionStorage)) {
  // A page that will draw asks for the second part (React DOM, antd, the layout) beside the first,
  // a round trip sooner on a school's slow link than the start's own ask for it (the same chunk).
  if (window.location.pathname !== SILENT_RENEW_PATHNAME) {
    import(/* webpackChunkName: "shell-render" */ './start/render-shell').catch(() => undefined);
    preloadPrebuiltStyles();
  }
  void startUp();
} else {
  import(/* webpackChunkName: "sign-in-first" */ './start/sign-in-first')
    .then(({ signInFirst }) => signInFirst())
    .catch((error: unknown) => {
      console.warn('[shell] early sign-in failed; starting normally:', error);
      return false;
    })
    .then((leaving) => {
      if (!leaving) void startUp();
    });
}
