// The all-homework feature: the list page with its filters, cards, pager and delete.
export { AllHomeworkPage } from './components/all-homework-page';
export { loadHomeworkList } from './api/list-loader';
export { DEFAULT_FILTERS, useFilterStore } from './state/filter-store';
export { RECENTLY_DELETED_PATH } from './components/recently-deleted';
