export * from './constants';
export * from './messages';
export * from './people';
export * from './services';
export * from './endpoint';
export * from './auth';
export * from './remotes';
export * from './route-table';
export * from './pages';
export * from './products';
export * from './homework';
export * from './school-time';
export * from './analytics';
export * from './marking';
export * from './comment-bank';
// Types only (decision 0039): an all-type module re-exported whole would be bundled as an empty CommonJS one.
export type * from './mark-schemes';
export * from './marks-out';
// Types only (decision 0037): a star export of a module that compiles to nothing costs every first screen a runtime re-export.
export type * from './held-marks';
export * from './dashboard';
export * from './messaging';
export * from './school-data';
export * from './languages';
export * from './releases';
