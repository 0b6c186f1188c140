import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topology } from './env';

/** The API's outbox (its default mail transport writes each message there as an .eml file). */
export function outboxMessages(): string[] {
  const { outboxDir } = topology();
  try {
    return readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Wait until a message containing every given text is in the outbox. */
export async function waitForMail(...texts: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = outboxMessages().find((m) => texts.every((t) => m.includes(t)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail containing ${texts.join(', ')} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 6-digit code the API emailed for a new booking (`Your confirmation code is 123456`). */
export async function confirmationCode(reference: string): Promise<string> {
  const mail = await waitForMail(reference, 'Your confirmation code is');
  const code = /Your confirmation code is (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail for ${reference}`);
  return code;
}
