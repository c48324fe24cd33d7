// How a remote's unit test uses the mock: no host, no server, the real shared code and the real API
// client, on a fake network answered from the contracts' endpoints.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { GROUPS, HOMEWORK, PEOPLE, type Teacher } from '@homework/contracts';
import { ApiError, calls, fetchGroupMembers, getQueryClient, getSuite } from '@homework/platform/api';
import { createSuiteMock, handle, mockTeachers, reply } from './index';

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

test('answers from the canned data through the real client, and records each request', async () => {
  const { network } = createSuiteMock();
  render(<TeacherNames />);
  expect(await screen.findByText(mockTeachers[0].DisplaySurname)).toBeInTheDocument();
  expect(network.requests).toEqual([
    expect.objectContaining({ endpoint: PEOPLE.teacherAll, method: 'GET', path: 'v2/Teacher/All', headers: expect.objectContaining({ Authorization: 'Bearer fake-access-token' }) }),
  ]);
});

test("a test gives its own answers; a failed answer is the client's ApiError, with the server's message", async () => {
  createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, reply(503, { message: 'Service unavailable' }))] });
  render(<TeacherNames />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
});

test("an answer may be a function of the request: its parsed body and its path's parameters", async () => {
  createSuiteMock({ handlers: [handle(GROUPS.groupMembers, ({ body }) => body.map((GroupId) => ({ GroupId, StudentIds: [] })))] });
  await expect(fetchGroupMembers(['g1', 'g2'])).resolves.toEqual([
    { GroupId: 'g1', StudentIds: [] },
    { GroupId: 'g2', StudentIds: [] },
  ]);

  const { network } = createSuiteMock({ handlers: [handle(HOMEWORK.get, ({ params }) => reply(404, { message: `No homework ${params.id}.` }))] });
  await expect(getSuite().api.call(HOMEWORK.get, { id: 'hw 1' })).rejects.toEqual(new ApiError('No homework hw 1.', 404));
  expect(network.requests[0]!.path).toBe('v3/HomeworkManagement/GetHomework/hw%201');
});

test('an ApiError answers its status and body; a 401 is the sign-in gone', async () => {
  const { unauthorised } = createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, new ApiError('Signed out.', 401))] });
  await expect(getQueryClient().fetchQuery(calls.teachers())).rejects.toMatchObject({ status: 401, message: 'Signed out.' });
  expect(unauthorised.calls).toHaveLength(1);
});

test('signed out: no token, nothing sent, and the shared code sees it', async () => {
  const { auth, network } = createSuiteMock({ accessToken: null });
  expect(auth.getAccessToken()).toBeNull();
  await expect(getSuite().api.call(PEOPLE.teacherAll)).rejects.toMatchObject({ status: 0 });
  expect(network.requests).toEqual([]);
});

test('the auth stubs can be watched with jest.spyOn', async () => {
  const { auth } = createSuiteMock();
  const signOut = jest.spyOn(auth, 'signOut');
  await getSuite().auth.signOut();
  expect(signOut).toHaveBeenCalled();
  expect(getSuite().auth.getAccessToken()).toBeNull();
});
