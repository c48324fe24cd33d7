// The homework service's entities, calls and rules (01 §3–§5, §7, §9), defined once for the front end
// and the server. Isomorphic: no DOM, no Node. One file per concern.
export * from './endpoints';
export * from './list';
export * from './attachments';
export * from './entities';
export * from './save';
export * from './form';
export * from './teacher-name';
export * from './delete';
