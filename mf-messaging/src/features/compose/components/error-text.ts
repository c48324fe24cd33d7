// A field's error in the page's language: the contracts' rule answers the spec's English (the server
// too), which is the English catalogue's text; a text the catalogue does not hold (the server's own) is
// shown as it came.
import { MESSAGES, WELSH_PART_MESSAGES } from '@homework/contracts';
import { useMessagingMessages, type MessagingKey } from '../../../messages';

const ERROR_KEYS = new Map<string, MessagingKey>([
  [MESSAGES.noRecipientsSelected, 'err.noRecipients'],
  [MESSAGES.pleaseSelectRecipients, 'err.selectRecipients'],
  [MESSAGES.subjectEmpty, 'err.subjectEmpty'],
  [MESSAGES.messageBodyEmpty, 'err.messageEmpty'],
  [MESSAGES.tooManyMessageAttachments, 'err.tooMany'],
  [WELSH_PART_MESSAGES.subjectEmpty, 'bi.subjectCyEmpty'],
  [WELSH_PART_MESSAGES.messageEmpty, 'bi.messageCyEmpty'],
]);

export function useErrorText(): (text: string) => string {
  const t = useMessagingMessages();
  return (text) => {
    const key = ERROR_KEYS.get(text);
    return key ? t(key) : text;
  };
}
