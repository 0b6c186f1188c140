import type { FastifyInstance } from 'fastify';
import { type ContactInquiry, type ContactInquiryResponse } from 'shared/contracts';
import { type InquiryType } from 'shared/rules';
import { ApiErrorSchema, ContactInquiryResponseSchema, ContactInquirySchema } from 'shared/schemas';
import { supportInquiry } from '../email/messages';
import { iso } from '../properties/serialize';
import { requireFields } from '../required-fields';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  /** SPEC §3 contact inquiry: stored, then the support address is notified. */
  app.post<{ Body: ContactInquiry }>(
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

      const { rows } = await app.db.query<{ id: string; created_at: Date | string }>(
        `INSERT INTO inquiries (first_name, last_name, email, phone, inquiry_type, message)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id, created_at`,
        [inquiry.firstName, inquiry.lastName, inquiry.email, inquiry.phone, inquiry.inquiryType, inquiry.message],
      );
      const row = rows[0] as { id: string; created_at: Date | string };
      try {
        await app.mailer.deliverOnce({
          kind: 'inquiry-support',
          inquiryId: row.id,
          message: supportInquiry({ id: row.id, ...inquiry }, app.config.supportEmail),
        });
      } catch {
        // The inquiry is stored (and its mail claim released), so the person's message is not lost;
        // the failure is logged by the mailer.
      }
      reply.status(201);
      return { data: { id: row.id, inquiryType: inquiry.inquiryType, createdAt: iso(row.created_at) } };
    },
  );
}
