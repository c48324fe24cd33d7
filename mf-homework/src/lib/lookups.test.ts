import { calls, getQueryClient, SuiteQueryProvider } from '@homework/platform/api';
import { PEOPLE, pathOf } from '@homework/contracts';
import { createSuiteMock } from '@homework/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { useTeacherChoices } from './lookups';

test("the teacher list is the shell's call at sign-in: one request for both, a refusal not treated as leaving the page", async () => {
  const suite = createSuiteMock({
    answers: { [pathOf(PEOPLE.teacherAll)]: [{ Id: 't2', Title: 'Mr', DisplayForename: 'Alan', DisplaySurname: 'Brown', Forename: 'Alan', Surname: 'Brown' }] },
  });
  await getQueryClient().fetchQuery(calls.teachers());
  const { result } = renderHook(() => useTeacherChoices(), { wrapper: SuiteQueryProvider });
  await waitFor(() => expect(result.current.data).toEqual([{ value: 't2', label: expect.stringContaining('Brown') }]));
  const asked = suite.api.get.calls.filter(([, path]) => path === pathOf(PEOPLE.teacherAll));
  expect(asked).toHaveLength(1);
  expect(asked[0]![2]).toMatchObject({ refusalExpected: true });
});
