/** A booking's confirm step in tests: the code read from the guest's email, as the guest reads it. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { json, type TestApi } from './helper';

/** The text of every outbox message, newest first (quoted-printable soft breaks joined). */
export function outboxTexts(api: TestApi): string[] {
  let names: string[] = [];
  try {
    // The names start with the time they were written.
    names = readdirSync(api.outboxDir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return [];
  }
  return names.map((name) =>
    readFileSync(path.join(api.outboxDir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}

/** Every outbox message to `to` whose text has `words`, once the mail worker is done. */
export async function mailsTo(api: TestApi, to: string, words: string): Promise<string[]> {
  await api.app.mailer.drain();
  return outboxTexts(api).filter((text) => text.includes(`To: ${to}`) && text.includes(words));
}

/** The newest message containing every text, once the outbox worker has sent it. */
export async function mailWith(api: TestApi, ...texts: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await api.app.mailer.drain();
    const found = outboxTexts(api).find((text) => texts.every((t) => text.includes(t)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail with ${texts.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest confirmation code emailed for `reference`. */
export async function emailedCode(api: TestApi, reference: string): Promise<string> {
  const mail = await mailWith(api, reference, 'Your confirmation code is');
  const match = mail.match(/Your confirmation code is (\d{6})/);
  if (!match) throw new Error(`no code in the mail for ${reference}`);
  return match[1] as string;
}

/** The codes emailed for many requests, reading the outbox once per look (not once per request). */
export async function emailedCodes(api: TestApi, references: string[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const deadline = Date.now() + 20_000;
  for (;;) {
    await api.app.mailer.drain();
    for (const text of outboxTexts(api)) {
      const code = text.match(/Your confirmation code is (\d{6})/)?.[1];
      const reference = references.find((r) => text.includes(r));
      if (code && reference) codes.set(reference, code);
    }
    if (codes.size === references.length) return codes;
    if (Date.now() > deadline) throw new Error(`codes for ${codes.size} of ${references.length} requests`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Confirms a booking answer (`POST /api/bookings`) with its emailed code. */
export async function confirmBooking(api: TestApi, created: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const reference = json(created).data.bookingReference as string;
  const code = await emailedCode(api, reference);
  return api.app.inject({ method: 'POST', url: `/api/bookings/${reference}/confirm`, payload: { code } });
}
