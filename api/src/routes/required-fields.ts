import type { FastifyRequest } from 'fastify';
import { fieldLabels } from 'contracts/rules';
import { apiError } from '../errors';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A `preValidation` hook: trims every top-level text field (SPEC §5: text fields are trimmed), then
 * lists every field the route's body schema requires that is missing or blank in `missingFields`,
 * before the schema reports the first other problem. It runs before the validator because a blank
 * date would otherwise be coerced to the number 0, a valid date input.
 */
export async function requireFields(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [field, value] of Object.entries(record)) {
    // The validator reads a one-element array as its element (coerceTypes 'array'): read it first.
    const text = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
    if (typeof text === 'string') record[field] = text.trim();
  }
  const schema = request.routeOptions.schema?.body as { required?: readonly string[] } | undefined;
  const missing = (schema?.required ?? []).filter((field) => isBlank(record[field]));
  if (missing.length > 0) {
    throw apiError('MISSING_FIELDS', {
      missingFields: missing,
      details: `Please fill in: ${missing.map((field) => fieldLabels[field] ?? field).join(', ')}`,
    });
  }
}
