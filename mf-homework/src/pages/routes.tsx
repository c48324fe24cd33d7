// The pages of this remote, one per route of contract.json (routes.test.ts checks that they agree).
import type { ReactElement } from 'react';
import { AllHomeworkPage } from '../features/all-homework';
import { CreateHomeworkPage, EditHomeworkPage } from '../features/homework-form';

export const PAGES: Record<string, () => ReactElement> = {
  '/homework/all-homework': AllHomeworkPage,
  '/homework/all-homework/sortBy/:sortOrder/setBy/:setById': AllHomeworkPage,
  '/homework/create': CreateHomeworkPage,
  '/homework/edit/:homeworkId': EditHomeworkPage,
};
