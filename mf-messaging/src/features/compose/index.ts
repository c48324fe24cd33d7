export { ComposePage } from './components/compose-page';
