// Its own entry point, imported by the server and tests only, so the demo password never reaches a browser bundle.
/** Demo sign-ins of the seeded schools (README); all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'homework';
export const DEMO_SIGN_INS = [
  { username: 'teacher', who: 'teacher, Oakwood Academy, engagement role 1', expected: 'Messages and Homework menus' },
  { username: 'admin', who: 'school admin who is also a teacher, Oakwood Academy', expected: 'as teacher' },
  { username: 'standalone', who: 'teacher, standalone-homework school', expected: "header title 'Homework', no Messages" },
  { username: 'nolicence', who: 'user of a school with no qualifying product', expected: '/noLicenses' },
  { username: 'noaccess', who: 'Oakwood Academy staff with no qualifying role', expected: '/unauthorised' },
  { username: 'parentlite', who: 'staff of a parent-lite-only school, sickness on', expected: 'only /sickness' },
  { username: 'teacher2', who: 'teacher of the second school, Riverside School', expected: 'sees only Riverside School' },
] as const;
export const DEMO_USERS = DEMO_SIGN_INS.map((signIn) => signIn.username);
export type DemoUser = (typeof DEMO_SIGN_INS)[number]['username'];
