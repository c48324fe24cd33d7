import { getQueryClient, queryKeys } from '@homework/platform/api';
import { MARKING, type StudentSubmission } from '@homework/contracts';
import { createSuiteMock, handle } from '@homework/testing';
import { prefetchSubmissions, submissionQuery, updateHomeworkStudents } from './marking-calls';

const submission = (id: string): StudentSubmission => ({
  HomeworkStudentLinkId: id,
  StudentAttachments: [],
  Result: null,
  Comments: null,
});

test('prefetching the neighbours asks once each, and the view then reads them from the cache', async () => {
  const suite = createSuiteMock({
    handlers: [
      handle(MARKING.studentSubmission, submission('link-prev'), { homeworkId: 'hw', studentId: 'prev' }),
      handle(MARKING.studentSubmission, submission('link-next'), { homeworkId: 'hw', studentId: 'next' }),
    ],
  });
  await prefetchSubmissions('hw', ['prev', null, 'next']);
  expect(suite.network.requests.map(({ endpoint, params }) => [endpoint, params])).toEqual([
    [MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'prev' }],
    [MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'next' }],
  ]);
  expect(getQueryClient().getQueryData(queryKeys.submission('hw', 'next'))).toEqual(submission('link-next'));
  await getQueryClient().fetchQuery(submissionQuery('hw', 'next'));
  expect(suite.network.requests).toHaveLength(2);
});

test('the bulk change is posted to its path with its body', async () => {
  const suite = createSuiteMock({
    handlers: [handle(MARKING.updateHomeworkStudents, { Id: 'hw', Updated: 1, ClearanceId: null, Cleared: { HandIns: 0, Marks: 0, Files: 0 } })],
  });
  await updateHomeworkStudents({ Id: 'hw', Students: [{ StudentId: 's', HandedInDate: '2026-11-20', status: 2 }] });
  expect(suite.network.requests.map(({ endpoint, body }) => [endpoint, body])).toEqual([
    [MARKING.updateHomeworkStudents, { Id: 'hw', Students: [{ StudentId: 's', HandedInDate: '2026-11-20', status: 2 }] }],
  ]);
});
