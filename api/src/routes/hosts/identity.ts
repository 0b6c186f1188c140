/**
 * A host's identity check: `GET /api/hosts/identity` (the latest check's state) and `POST` (a new
 * one: multipart, the field `documentType` and the files `document` and `selfie`, in one request so
 * a check never has one photo). The photos go to the private store (domain/identity), never to the
 * uploads folder.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  UPLOAD_MAX_BYTES,
  identityDocumentTypes,
  identityMessages,
  type IdentityDocumentType,
} from 'contracts/host-rules';
import { HostIdentityResponseSchema } from 'contracts/host-schemas';
import { identityFileSides, type IdentityFileSide } from 'contracts/ops';
import { ApiErrorSchema } from 'contracts/schemas';
import { ApiError, apiError } from '../../errors';
import { hostIdOf, requireHost } from '../../plugins/host-auth';
import type { ApiInstance } from '../typed';

export async function hostIdentityRoutes(app: ApiInstance): Promise<void> {
  // This context's multipart: two files and one short field, nothing else.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 1, fieldSize: 40, parts: 3, headerPairs: 100 },
  });
  const schema = {
    response: { 200: HostIdentityResponseSchema, 201: HostIdentityResponseSchema, '4xx': ApiErrorSchema },
  };

  app.get('/api/hosts/identity', { preHandler: requireHost(app), schema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: await app.identity.statusOf(hostIdOf(request)) };
  });

  app.post(
    '/api/hosts/identity',
    // The POST limit per client (RATE_LIMIT_MAX); one check waits at a time per host anyway.
    { preHandler: requireHost(app), schema },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw apiError('UNSUPPORTED_MEDIA_TYPE', { details: 'Send the photos as multipart/form-data.' });
      }
      const { documentType, photos } = await readCheck(request);
      reply.status(201).header('Cache-Control', 'no-store');
      return { data: await app.identity.submit(hostIdOf(request), documentType, photos) };
    },
  );
}

const isSide = (name: string): name is IdentityFileSide => (identityFileSides as readonly string[]).includes(name);
const isDocumentType = (value: unknown): value is IdentityDocumentType =>
  typeof value === 'string' && (identityDocumentTypes as readonly string[]).includes(value);

/** The request's parts: the document type and both photos, or a 4xx naming what is missing or wrong. */
async function readCheck(
  request: FastifyRequest,
): Promise<{ documentType: IdentityDocumentType; photos: Record<IdentityFileSide, Buffer> }> {
  let documentType: unknown;
  const photos: Partial<Record<IdentityFileSide, Buffer>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'documentType')
          throw apiError('INVALID_REQUEST', { details: `Unknown field "${part.fieldname}"` });
        documentType = part.value;
      } else {
        if (!isSide(part.fieldname)) throw apiError('INVALID_REQUEST', { details: `Unknown file "${part.fieldname}"` });
        photos[part.fieldname] = await part.toBuffer();
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw apiError('PHOTO_TOO_LARGE');
    if (code?.startsWith('FST_'))
      throw apiError('INVALID_REQUEST', { details: 'Send one document type and two photos.' });
    throw apiError('INVALID_REQUEST', { details: 'The photos could not be read from the request.' });
  }
  if (!isDocumentType(documentType)) {
    throw apiError('INVALID_REQUEST', { error: identityMessages.documentTypeMissing, details: 'Field: documentType' });
  }
  if (!photos.document)
    throw apiError('INVALID_REQUEST', { error: identityMessages.documentMissing, details: 'Field: document' });
  if (!photos.selfie)
    throw apiError('INVALID_REQUEST', { error: identityMessages.selfieMissing, details: 'Field: selfie' });
  return { documentType, photos: { document: photos.document, selfie: photos.selfie } };
}
