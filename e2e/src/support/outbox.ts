import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topology } from './env';

/** The API's outbox (its default mail transport writes each message there as an .eml file). */
export function outboxMessages(outboxDir = topology().outboxDir): string[] {
  try {
    return readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Wait (up to `timeoutMs`) until a message containing every one of `texts` is in the outbox of `outboxDir`. */
export async function waitForMailIn(outboxDir: string, texts: string[], timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = outboxMessages(outboxDir).find((m) => texts.every((t) => m.includes(t)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail containing ${texts.join(', ')} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Wait until a message containing every given text is in the test topology's outbox. */
export const waitForMail = (...texts: string[]) => waitForMailIn(topology().outboxDir, texts);

/** The 6-digit code the API emailed for a new booking (`Your confirmation code is 123456`). */
export async function confirmationCode(reference: string, outboxDir = topology().outboxDir): Promise<string> {
  const mail = await waitForMailIn(outboxDir, [reference, 'Your confirmation code is']);
  const code = /Your confirmation code is (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error(`no 6-digit code in the mail for ${reference}`);
  return code;
}
