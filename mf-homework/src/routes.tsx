// This remote's routes, in one table (decision 0029): each route's address, title, access rule, menu
// entry, page and loader. The router and the loaders are made from it (app.tsx), and the build writes
// the contract.json the shell reads from it (tools/webpack/contract.mjs).
import { HOMEWORK_PAGES, defineRoutes } from '@homework/contracts';
import { moduleLoader, pageOnDemand, type RemoteRouteTable } from '@homework/platform/remote';
import { AllHomeworkPage, loadHomeworkList } from './features/all-homework';

// The form pages (their date picker, editor and recipient preview) load when first opened: the
// landing list is the first screen, and it is lighter without them.
const homeworkForm = moduleLoader(() => import('./features/homework-form'));

export const routes = defineRoutes({
  section: 'Homework',
  routes: {
    allHomework: {
      address: HOMEWORK_PAGES.allHomework,
      title: 'All Homework',
      access: 'homework',
      menu: { label: 'All Homework', parent: 'homework', order: 2 },
      page: AllHomeworkPage,
      loader: loadHomeworkList,
    },
    allHomeworkSetBy: { address: HOMEWORK_PAGES.allHomeworkSetBy, title: 'All Homework', access: 'homework', page: AllHomeworkPage, loader: loadHomeworkList },
    create: {
      address: HOMEWORK_PAGES.create,
      title: 'Create',
      access: 'homework',
      menu: { label: 'Create', parent: 'homework', order: 3 },
      page: pageOnDemand(homeworkForm, (form) => form.CreateHomeworkPage),
    },
    edit: { address: HOMEWORK_PAGES.edit, title: 'Edit', access: 'homework', page: pageOnDemand(homeworkForm, (form) => form.EditHomeworkPage) },
  },
}) satisfies RemoteRouteTable;
