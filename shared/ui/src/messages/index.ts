// @homework/ui's messages for the first screens' parts (decision 0040): English always here; Welsh
// its own chunk, with dayjs's Welsh names of days and months, so an English page loads neither.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const uiMessages = createCatalogue(en, {
  cy: () =>
    Promise.all([
      import(/* webpackChunkName: "ui-messages-cy" */ './cy'),
      import(/* webpackChunkName: "ui-messages-cy" */ 'dayjs/locale/cy'),
    ]).then(([messages]) => messages),
});
export const useUiMessages = uiMessages.useMessages;
