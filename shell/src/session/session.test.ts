import { act, renderHook, waitFor } from '@testing-library/react';
import { ROLE_LIST_CACHE_SECONDS } from '@homework/contracts';
import { SuiteQueryProvider, getQueryClient, queryKeys, useQuery } from '@homework/platform/api';
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

test('the session is asked again after the role list has aged (60 s): removed access shows without a reload', async () => {
  jest.useFakeTimers();
  try {
    createSuiteMock();
    let teacher = true;
    const made: SessionLoaders = {
      userContext: async () => ({ isTeacher: teacher }) as UserContext,
      registrations: async () => ({ registrations: [], problems: [] }),
    };
    const { result } = renderHook(() => useQuery({ ...sessionQuery(made) }), { wrapper: SuiteQueryProvider });
    await waitFor(() => expect(result.current.data?.context.isTeacher).toBe(true));
    teacher = false;
    await act(async () => jest.advanceTimersByTime(ROLE_LIST_CACHE_SECONDS * 1000 - 1000));
    expect(result.current.data?.context.isTeacher).toBe(true);
    await act(async () => jest.advanceTimersByTime(1000));
    await waitFor(() => expect(result.current.data?.context.isTeacher).toBe(false));
  } finally {
    jest.useRealTimers();
  }
});
