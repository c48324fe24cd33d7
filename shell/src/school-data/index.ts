export { SchoolDataPage } from './school-data-page';
