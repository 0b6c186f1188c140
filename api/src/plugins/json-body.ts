/**
 * JSON bodies are UTF-8 (RFC 8259 §8.1). Fastify decodes a body as UTF-8 and turns every byte
 * sequence that is not into U+FFFD, so a name sent in Latin-1 ("Muñoz") would be stored changed,
 * without a word. Here the bytes are checked first and such a body answers 400; parsing is then
 * Fastify's own (the same prototype-poisoning rules).
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors';

export function registerJsonBody(app: FastifyInstance, contentType = 'application/json'): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser(contentType);
  app.addContentTypeParser(contentType, { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(apiError('BODY_NOT_UTF8'), undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  });
}
