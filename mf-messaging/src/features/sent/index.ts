export { SENT_VIEW_LINK_ID, SentMessages } from './components/sent-messages';
