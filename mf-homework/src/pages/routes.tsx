// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import type { RemotePages } from '@homework/platform/remote';
import { AllHomeworkPage } from '../features/all-homework';
import { CreateHomeworkPage, EditHomeworkPage } from '../features/homework-form';

export const PAGES: RemotePages = {
  '/homework/all-homework': AllHomeworkPage,
  '/homework/all-homework/sortBy/:sortOrder/setBy/:setById': AllHomeworkPage,
  '/homework/create': CreateHomeworkPage,
  '/homework/edit/:homeworkId': EditHomeworkPage,
};
