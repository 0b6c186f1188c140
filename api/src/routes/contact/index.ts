import { type ContactInquiryResponse } from 'contracts';
import { type InquiryType } from 'contracts/rules';
import { ApiErrorSchema, ContactInquiryResponseSchema, ContactInquirySchema } from 'contracts/schemas';
import { supportInquiry } from '../../domain/mail/messages';
import { iso } from '../../domain/properties/serialize';
import { requireFields } from '../required-fields';
import type { ApiInstance } from '../typed';

export async function contactRoutes(app: ApiInstance): Promise<void> {
  /** SPEC §3 contact inquiry: stored, and its mail to the support address queued with it. */
  app.post(
    '/api/contact',
    {
      preValidation: requireFields,
      schema: {
        body: ContactInquirySchema,
        response: { 201: ContactInquiryResponseSchema, '4xx': ApiErrorSchema },
      },
    },
    async (request, reply): Promise<ContactInquiryResponse> => {
      // Trimmed by requireFields and checked by the schema (SPEC §5).
      const body = request.body;
      const inquiry = {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone ?? '',
        inquiryType: (body.inquiryType || 'other') as InquiryType,
        message: body.message,
      };

      // The inquiry and its mail to support in one transaction: neither exists without the other.
      const row = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; created_at: Date | string }>(
          `INSERT INTO inquiries (first_name, last_name, email, phone, inquiry_type, message)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id, created_at`,
          [inquiry.firstName, inquiry.lastName, inquiry.email, inquiry.phone, inquiry.inquiryType, inquiry.message],
        );
        const inserted = rows[0] as { id: string; created_at: Date | string };
        await app.mailer.enqueue(tx, {
          kind: 'inquiry-support',
          dedupeKey: `inquiry-support:${inserted.id}`,
          message: supportInquiry({ id: inserted.id, ...inquiry }, app.config.supportEmail),
        });
        return inserted;
      });
      app.mailer.kick();
      reply.status(201);
      return { data: { id: row.id, inquiryType: inquiry.inquiryType, createdAt: iso(row.created_at) } };
    },
  );
}
