export { SentMessages } from './components/sent-messages';
