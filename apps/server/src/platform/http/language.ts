import type { FastifyRequest } from 'fastify';
import { hindiMessage } from '@padosi/shared/i18n/hindi-messages';
import { pickLanguage, type Language } from '@padosi/shared/languages';

/**
 * The request's language (decision 2300): the signed-in user's stored choice, else the `lang` cookie, else
 * Accept-Language, else English. The same rule the HTML pages follow.
 */
export const requestLanguage = (request: FastifyRequest): Language =>
  pickLanguage(request.user?.language, request.headers.cookie, request.headers['accept-language']);

/** A message the person reads, in the request's language: the spec's English, or its Hindi. */
export const inRequestLanguage = (request: FastifyRequest, english: string) => (requestLanguage(request) === 'hi' ? hindiMessage(english) : english);
