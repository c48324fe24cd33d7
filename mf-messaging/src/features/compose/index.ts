export { ComposePage } from './components/compose-page';
export { useCompose, type Compose } from './state/use-compose';
export { hasUnsentWork } from './utils/message-draft';
