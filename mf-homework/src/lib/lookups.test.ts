import { calls, getQueryClient, SuiteQueryProvider } from '@homework/platform/api';
import { PEOPLE } from '@homework/contracts';
import { createSuiteMock, handle, reply } from '@homework/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { useTeacherChoices } from './lookups';

test("the teacher list is the shell's call at sign-in: one request for both", async () => {
  const suite = createSuiteMock({
    handlers: [handle(PEOPLE.teacherAll, [{ Id: 't2', Title: 'Mr', DisplayForename: 'Alan', DisplaySurname: 'Brown', PhotoId: null }])],
  });
  await getQueryClient().fetchQuery(calls.teachers());
  const { result } = renderHook(() => useTeacherChoices(), { wrapper: SuiteQueryProvider });
  await waitFor(() => expect(result.current.data).toEqual([{ value: 't2', label: expect.stringContaining('Brown') }]));
  expect(suite.network.requestsTo(PEOPLE.teacherAll)).toHaveLength(1);
});

test('a refused teacher list leaves the typeahead empty, not the page', async () => {
  const suite = createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, reply(403, { message: 'Forbidden' }))] });
  const { result } = renderHook(() => useTeacherChoices(), { wrapper: SuiteQueryProvider });
  await waitFor(() => expect(result.current.error?.message).toBe('Forbidden'));
  expect(suite.unauthorised.calls).toHaveLength(0);
});
