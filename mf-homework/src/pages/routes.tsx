// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { moduleLoader, pageOnDemand, type RemoteLoaders, type RemotePages } from '@homework/platform/remote';
import { AllHomeworkPage, loadHomeworkList } from '../features/all-homework';

// The form pages (their date picker, editor and recipient preview) load when first opened: the
// landing list is the first screen, and it is lighter without them.
const homeworkForm = moduleLoader(() => import('../features/homework-form'));

export const PAGES: RemotePages = {
  '/homework/all-homework': AllHomeworkPage,
  '/homework/all-homework/sortBy/:sortOrder/setBy/:setById': AllHomeworkPage,
  '/homework/create': pageOnDemand(homeworkForm, (form) => form.CreateHomeworkPage),
  '/homework/edit/:homeworkId': pageOnDemand(homeworkForm, (form) => form.EditHomeworkPage),
};

/** What a route's page reads before it renders, asked for when the remote starts for it (createRemoteApp). */
export const LOADERS: RemoteLoaders = {
  '/homework/all-homework': loadHomeworkList,
  '/homework/all-homework/sortBy/:sortOrder/setBy/:setById': loadHomeworkList,
};
