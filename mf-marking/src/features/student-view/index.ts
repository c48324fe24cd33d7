// The individual student view (02 §2.4), route /homework/studentview/:studentId.
export { StudentViewPage } from './components/student-view-page';
