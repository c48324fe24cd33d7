// The All Homework list's messages (decision 0040): English always here, Welsh its own chunk, loaded
// when it is the page's language.
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const homeworkMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "homework-cy" */ './cy') });
export const useHomeworkMessages = homeworkMessages.useMessages;

/** A `t` as the hook answers it; `inEnglish` is one outside a component (a test's, a default). */
export type HomeworkText = ReturnType<typeof useHomeworkMessages>;
export const inEnglish: HomeworkText = (key, values) => homeworkMessages.format(key, values, 'en');
