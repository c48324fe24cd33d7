// The shell's entry, kept small: shared modules are not eager, so the start-up sits behind an async
// boundary (Module Federation's rule) and a visitor with no session is sent to sign in before the
// big libraries are downloaded (see sign-in-first).
import { hasStoredUser } from './start/stored-user';

const startUp = () => import(/* webpackChunkName: "shell-start" */ './start/bootstrap');

if (hasStoredUser(window.sessionStorage)) {
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
