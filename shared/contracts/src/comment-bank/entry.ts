// `@homework/contracts/comment-bank`: the comment bank whole (decision 0035): its codes, calls, rules
// and texts, for the marking view's bank and the server's routes.
export * from './codes';
export * from './endpoints';
export * from './rules';
export * from './texts';
