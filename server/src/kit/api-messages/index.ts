// The API's refusals in the caller's language (decision 0040). Routes throw, and hooks send, the
// English texts (./en.ts, the spec's); on its way out a 4xx or 5xx answer's `message` (and each of its
// `errors`) is put in the language of the signed-in person when the route knows them (their own, else
// their school's), else the one the request's Accept-Language prefers, else English. A schema
// validator's issue is worded again from what it found (../validation); any other text the catalogue
// does not hold stays English.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@homework/contracts';
import { languageOf } from '../../domain/languages';
import { createCatalogue, languageOfAcceptLanguage } from '../messages';
import { refusalWordsOf, sentenceOf } from '../validation';
import cy from './cy';
import en from './en';

export const apiMessages = createCatalogue(en, cy);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Answer {
  message?: unknown;
  errors?: unknown;
}

/** The language an answer to this request is in. */
export async function answerLanguage(app: FastifyInstance, request: FastifyRequest): Promise<Language> {
  const identity = request.identity as FastifyRequest['identity'] | null;
  if (identity && UUID.test(identity.schoolId) && UUID.test(identity.userId)) {
    try {
      return (await languageOf(app.db, identity.schoolId, identity.userId)).Active;
    } catch (error) {
      request.log.warn({ err: error }, 'the caller’s language could not be read: Accept-Language answers');
    }
  }
  return languageOfAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/** Puts every refusal the app answers in the caller's language. */
export function translateAnswers(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null || typeof (payload as Answer).message !== 'string') return payload;
    // Who asked changes the words: a cache must not hand one person's answer to another.
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-language\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-language` : 'accept-language');
    const language = await answerLanguage(app, request);
    if (language === 'en') return payload;
    const answer = payload as Answer;
    // A validator's issue is worded again from what it found, not read back from its English.
    const kept = refusalWordsOf(request);
    const errors = Array.isArray(answer.errors)
      ? answer.errors.map((issue: unknown, index) => {
          if (typeof issue !== 'object' || issue === null || typeof (issue as { message?: unknown }).message !== 'string') return issue;
          const words = kept?.errors?.[index];
          return { ...issue, message: apiMessages.translate(language, words ? sentenceOf(words, language) : (issue as { message: string }).message) };
        })
      : answer.errors;
    const message =
      kept?.errors && Array.isArray(errors)
        ? errors.map((issue) => (issue as { message: string }).message).join(' ')
        : apiMessages.translate(language, kept?.message ? sentenceOf(kept.message, language) : (answer.message as string));
    return { ...answer, message, ...(errors === undefined ? {} : { errors }) };
  });
}
