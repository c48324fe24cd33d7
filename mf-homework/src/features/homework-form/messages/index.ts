// The Create and Edit pages' messages (decision 0040), loaded with the form's chunk; Welsh its own chunk.
import { VALIDATION_MESSAGES, DESCRIPTION_HTML_TOO_LONG } from '@homework/contracts';
import { createCatalogue } from '@homework/platform/messages';
import en from './en';

export const formMessages = createCatalogue(en, { cy: () => import(/* webpackChunkName: "homework-form-cy" */ './cy') });
export const useFormMessages = formMessages.useMessages;
export type FormText = ReturnType<typeof useFormMessages>;

const CHECKS = { ...VALIDATION_MESSAGES, descriptionHtmlTooLong: DESCRIPTION_HTML_TOO_LONG };
const CHECK_OF = new Map<string, keyof typeof CHECKS>(Object.entries(CHECKS).map(([key, message]) => [message, key as keyof typeof CHECKS]));

/**
 * A field's message in the page's language: the form's checks (and the server's, which are the same
 * words) are kept in English, which the form's rules compare; any other is the server's own, as it is.
 */
export function checkText(t: FormText, message: string): string {
  const key = CHECK_OF.get(message);
  return key ? t(`valid.${key}`) : message;
}
