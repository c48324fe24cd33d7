// How a remote's unit test uses the mock: no host, no server, the real shared code on fake answers.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { GROUPS, PEOPLE, pathOf, type Teacher } from '@homework/contracts';
import { ApiError, calls, fetchGroupMembers, getQueryClient, getSuite } from '@homework/platform/api';
import { createSuiteMock, mockTeachers } from './index';

/** A component as a remote would write it: it reads through the shared calls. */
function TeacherNames() {
  const [names, setNames] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getQueryClient().fetchQuery(calls.teachers()).then(
      (teachers: Teacher[]) => setNames(teachers.map((teacher) => teacher.DisplaySurname)),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  return <ul>{names?.map((name) => <li key={name}>{name}</li>)}</ul>;
}

test('answers from the canned data and records each call', async () => {
  const { api } = createSuiteMock();
  render(<TeacherNames />);
  expect(await screen.findByText(mockTeachers[0].DisplaySurname)).toBeInTheDocument();
  expect(api.get.calls).toEqual([['people', pathOf(PEOPLE.teacherAll), expect.objectContaining({ signal: expect.any(AbortSignal) })]]);
});

test('a test gives its own answers; an Error rejects', async () => {
  createSuiteMock({ answers: { [pathOf(PEOPLE.teacherAll)]: new ApiError('Service unavailable', 503) } });
  render(<TeacherNames />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
});

test('an answer may be a function of the request', async () => {
  createSuiteMock({
    answers: { [pathOf(GROUPS.groupMembers)]: (_path: string, groupIds: string[]) => groupIds.map((GroupId) => ({ GroupId, StudentIds: [] })) },
  });
  await expect(fetchGroupMembers(['g1', 'g2'])).resolves.toEqual([
    { GroupId: 'g1', StudentIds: [] },
    { GroupId: 'g2', StudentIds: [] },
  ]);
});

test('stubs can be re-implemented or watched with jest.spyOn', async () => {
  const { api, auth } = createSuiteMock();
  api.post.implement(async () => ({ Id: 'homework-1' }));
  await expect(getSuite().api.post('homework', 'v3/HomeworkManagement/Create', { Title: 'Essay' })).resolves.toEqual({ Id: 'homework-1' });
  expect(api.post.calls[0][2]).toEqual({ Title: 'Essay' });

  const signOut = jest.spyOn(auth, 'signOut');
  await getSuite().auth.signOut();
  expect(signOut).toHaveBeenCalled();
  expect(getSuite().auth.getAccessToken()).toBeNull();
});

test('signed out: no token, and the shared code sees it', () => {
  const { auth } = createSuiteMock({ accessToken: null });
  expect(auth.getAccessToken()).toBeNull();
});

test('a path with no canned answer rejects with a 404', async () => {
  createSuiteMock();
  await expect(getQueryClient().fetchQuery(calls.student('nobody'))).rejects.toMatchObject({ status: 404 });
});
