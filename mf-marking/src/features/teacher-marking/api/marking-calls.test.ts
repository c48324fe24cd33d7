import { getQueryClient, queryKeys } from '@homework/platform/api';
import { MARKING, pathOf, type StudentSubmission } from '@homework/contracts';
import { createSuiteMock } from '@homework/testing';
import { prefetchSubmissions, saveMark, submissionQuery, updateHomeworkStudents } from './marking-calls';

const submission = (id: string): StudentSubmission => ({
  HomeworkStudentLinkId: id,
  StudentAttachments: [],
  Result: null,
  Comments: null,
});

test('prefetching the neighbours asks once each, and the view then reads them from the cache', async () => {
  const suite = createSuiteMock({
    answers: {
      [pathOf(MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'prev' })]: submission('link-prev'),
      [pathOf(MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'next' })]: submission('link-next'),
    },
  });
  await prefetchSubmissions('hw', ['prev', null, 'next']);
  expect(suite.api.get.calls.map(([service, path]) => [service, path])).toEqual([
    ['homework', pathOf(MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'prev' })],
    ['homework', pathOf(MARKING.studentSubmission, { homeworkId: 'hw', studentId: 'next' })],
  ]);
  expect(getQueryClient().getQueryData(queryKeys.submission('hw', 'next'))).toEqual(submission('link-next'));
  await getQueryClient().fetchQuery(submissionQuery('hw', 'next'));
  expect(suite.api.get.calls).toHaveLength(2);
});

test('the changes are posted to their paths with their bodies', async () => {
  const suite = createSuiteMock({
    answers: { [pathOf(MARKING.saveMark)]: {}, [pathOf(MARKING.updateHomeworkStudents)]: {} },
  });
  await saveMark({ StudentId: 's', HomeworkId: 'hw', Result: 'A', Comments: null });
  await updateHomeworkStudents({ Id: 'hw', Students: [{ StudentId: 's', HandedInDate: '2026-11-20', status: 2 }] });
  expect(suite.api.post.calls.map(([service, path, body]) => [service, path, body])).toEqual([
    ['homework', pathOf(MARKING.saveMark), { StudentId: 's', HomeworkId: 'hw', Result: 'A', Comments: null }],
    ['homework', pathOf(MARKING.updateHomeworkStudents), { Id: 'hw', Students: [{ StudentId: 's', HandedInDate: '2026-11-20', status: 2 }] }],
  ]);
});
