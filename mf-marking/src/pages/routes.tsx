// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { useParams, useSearchParams } from 'react-router-dom';
import { PlaceholderPage, type RemotePages } from '@homework/platform/remote';

/** The marking view's title comes from the query parameter homeworktitle (spec 01 §2). */
export const TEACHER_VIEW_TITLE_PARAM = 'homeworktitle';

function TeacherViewPage() {
  const { homeworkId, selectedStudentId } = useParams();
  const [search] = useSearchParams();
  const title = search.get(TEACHER_VIEW_TITLE_PARAM) || 'Marking';
  const details = [`Homework ${homeworkId}.`, selectedStudentId ? `Selected student ${selectedStudentId}.` : ''].join(' ').trim();
  return <PlaceholderPage title={title} note="The marking view is coming in a later release." details={details} />;
}

function SubmissionsPage() {
  const { homeworkId } = useParams();
  return (
    <PlaceholderPage
      title="Submissions"
      note="The hand-in recorder is coming in a later release."
      details={homeworkId ? `Homework ${homeworkId}.` : undefined}
    />
  );
}

function StudentViewPage() {
  const { studentId } = useParams();
  return (
    <PlaceholderPage
      title="Student View"
      note="The individual student overview is coming in a later release."
      details={studentId ? `Student ${studentId}.` : undefined}
    />
  );
}

export const PAGES: RemotePages = {
  '/homework/teacherview/:homeworkId': TeacherViewPage,
  '/homework/teacherview/:homeworkId/:selectedStudentId': TeacherViewPage,
  '/homework/submissions/:homeworkId': SubmissionsPage,
  '/homework/studentview/:studentId': StudentViewPage,
};
