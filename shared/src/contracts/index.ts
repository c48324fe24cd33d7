export * from './constants';
export * from './messages';
export * from './people';
export * from './services';
export * from './auth';
export * from './remotes';
export * from './products';
export * from './homework';
