// The date display's messages (decision 0040): English here; Welsh in @homework/ui's one Welsh chunk
// (ui-cy) with dayjs's Welsh names of days and months, so an English page loads neither.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const dateMessages = createCatalogue(en, {
  cy: () =>
    Promise.all([
      import(/* webpackChunkName: "ui-cy" */ './cy'),
      import(/* webpackChunkName: "ui-cy" */ 'dayjs/locale/cy'),
    ]).then(([messages]) => messages),
});
