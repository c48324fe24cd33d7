// `@homework/contracts/mark-schemes`: the mark schemes whole (decision 0039): codes, calls, rules and
// texts, for the marking view's panel, the forms' choice and editor, and the server's routes.
export * from './codes';
export * from './endpoints';
export * from './rules';
export * from './texts';
export * from './problem-messages';
