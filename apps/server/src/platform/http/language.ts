import type { FastifyRequest } from 'fastify';
import { hindiMessage } from '@padosi/shared/i18n/hindi-messages';
import { pickLanguage, type Language } from '@padosi/shared/languages';
import { FORMER_RESIDENT } from '@padosi/shared/privacy';

/**
 * The request's language (decision 2300): the signed-in user's stored choice, else the `lang` cookie, else
 * Accept-Language, else English. The same rule the HTML pages follow.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  pickLanguage(request.user?.language, request.headers.cookie, request.headers['accept-language']);

/** A message the person reads, in the request's language: the spec's English, or its Hindi. */
export const inRequestLanguage = (request: FastifyRequest, english: string) => (requestLanguage(request) === 'hi' ? hindiMessage(english) : english);

/** A person's name as the reader reads it: names stay as written, the stand-in of an erased account is translated. */
export const personName = (request: FastifyRequest, name: string) => (name === FORMER_RESIDENT ? inRequestLanguage(request, name) : name);

/** A page of reviews with their authors' names as the reader reads them. */
export const withReaderNames = <T extends { items: Array<{ user_name: string }> }>(request: FastifyRequest, page: T): T => ({
  ...page,
  items: page.items.map((item) => ({ ...item, user_name: personName(request, item.user_name) })),
});
