import { getQueryClient, queryKeys } from '@homework/platform/api';
import { createSuiteMock } from '@homework/testing';
import type { UserContext } from './user-context';
import { ensureSession, sessionQuery, type SessionLoaders } from './session';

const loaders = () => {
  const counts = { userContext: 0, registrations: 0 };
  const made: SessionLoaders = {
    userContext: async () => {
      counts.userContext += 1;
      return { isTeacher: true } as UserContext;
    },
    registrations: async () => {
      counts.registrations += 1;
      return { registrations: [], problems: [] };
    },
  };
  return { counts, made };
};

test('the start and the routes share one load of the session', async () => {
  createSuiteMock();
  const { counts, made } = loaders();
  await Promise.all([ensureSession(made), ensureSession(made), getQueryClient().fetchQuery(sessionQuery(made))]);
  expect(counts).toEqual({ userContext: 1, registrations: 1 });
  expect(getQueryClient().getQueryData(queryKeys.session())).toMatchObject({ context: { isTeacher: true } });
});

test('signing out forgets the session, so the next user loads their own', async () => {
  const suite = createSuiteMock();
  const { counts, made } = loaders();
  await ensureSession(made);
  const signedInKey = queryKeys.session();
  await suite.auth.signOut();
  expect(getQueryClient().getQueryData(signedInKey)).toBeUndefined();
  createSuiteMock();
  await ensureSession(made);
  expect(counts.userContext).toBe(2);
});
