import type { FastifyRequest } from 'fastify';
import { fieldLabels } from 'shared/contracts';
import { apiError } from '../errors';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A `preValidation` hook: trims every top-level text field (SPEC §5: text fields are trimmed), then
 * lists every required field that is missing or blank in `missingFields`, before the schema
 * reports the first other problem.
 */
export function requireFields(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const [field, value] of Object.entries(record)) {
      if (typeof value === 'string') record[field] = value.trim();
    }
    const missing = fields.filter((field) => isBlank(record[field]));
    if (missing.length > 0) {
      throw apiError('MISSING_FIELDS', {
        missingFields: missing,
        details: `Please fill in: ${missing.map((field) => fieldLabels[field] ?? field).join(', ')}`,
      });
    }
  };
}
