/**
 * The calendar service, registered once on the app (fastify-plugin): the import job every process
 * runs (`app.calendarSync`, sync.ts) and the secret part of each listing's feed URL, an HMAC of the
 * listing id with the API's own secret (`app_secrets`, the key of the guests' manage links).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { manageSecret } from '../bookings/create';
import { startCalendarSync } from './sync';

interface CalendarFeeds {
  /** The address of a listing's feed for other platforms. */
  exportUrl(propertyId: string): string;
  /** Whether `sent` is the secret part of that listing's feed URL. */
  tokenMatches(propertyId: string, sent: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    calendarFeeds: CalendarFeeds;
  }
}

async function calendarService(app: FastifyInstance): Promise<void> {
  const secret = await manageSecret(app.db);
  const tokenOf = (propertyId: string) =>
    createHmac('sha256', secret).update(`calendar-export:${propertyId}`).digest('base64url');
  app.decorate<CalendarFeeds>('calendarFeeds', {
    exportUrl: (propertyId) => `${app.config.publicUrl}/api/calendar/${propertyId}/${tokenOf(propertyId)}.ics`,
    tokenMatches: (propertyId, sent) => {
      const a = Buffer.from(tokenOf(propertyId));
      const b = Buffer.from(sent);
      return a.length === b.length && timingSafeEqual(a, b);
    },
  });
  const sync = startCalendarSync(app);
  app.decorate('calendarSync', sync);
  app.addHook('onClose', async () => sync.stop());
}

export default fp(calendarService, { name: 'calendar-service' });
