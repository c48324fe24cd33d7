// The pages of this remote, one per route of contract.json (a test checks that they agree).
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';

function AllHomeworkPage() {
  const { sortOrder, setById } = useParams();
  const details = sortOrder || setById ? `Requested order: ${sortOrder ?? 'default'}; set by: ${setById ?? 'anyone'}.` : undefined;
  return <PlaceholderPage title="All Homework" note="The all-homework list is coming in a later release." details={details} />;
}

function CreatePage() {
  return <PlaceholderPage title="Create" note="The create-homework form is coming in a later release." />;
}

function EditPage() {
  const { homeworkId } = useParams();
  return (
    <PlaceholderPage
      title="Edit"
      note="The edit-homework form is coming in a later release."
      details={homeworkId ? `Homework ${homeworkId}.` : undefined}
    />
  );
}

export const PAGES: Record<string, () => ReactElement> = {
  '/homework/all-homework': AllHomeworkPage,
  '/homework/all-homework/sortBy/:sortOrder/setBy/:setById': AllHomeworkPage,
  '/homework/create': CreatePage,
  '/homework/edit/:homeworkId': EditPage,
};
