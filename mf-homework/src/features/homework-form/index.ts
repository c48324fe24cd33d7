// The homework form feature: the create and edit pages.
export { CreateHomeworkPage } from './components/create-homework-page';
export { EditHomeworkPage } from './components/edit-homework-page';
