/**
 * Operator accounts (migrations/015): made by the command line with a one-time set-up link, set up
 * with a password (argon2id) and an authenticator app (TOTP, RFC 6238, through otplib), signed in
 * with both. Plain functions over a database handle, so that the command line (`scripts/ops.ts`) and
 * the API's routes share them.
 */
import { Secret, TOTP } from 'otpauth';
import { toString as qrCode } from 'qrcode';
import { EMAIL_PATTERN } from 'contracts/booking-rules';
import { OPS_SETUP_LINK_HOURS, OPS_TOTP_ISSUER, opsPaths, type OpsSetup } from 'contracts/ops';
import { apiError } from '../../errors';
import type { Database, Queryable } from '../../plugins/database';
import { randomToken, sha256 } from '../../plugins/host-auth';
import { checkNewPassword, hashPassword, passwordMatches } from '../../plugins/passwords';
import { audit, COMMAND_LINE, type Actor } from './audit';

const HOUR_MS = 3_600_000;

interface OperatorRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_confirmed_at: Date | string | null;
  totp_last_step: string | number | null;
  disabled_at: Date | string | null;
}

const operatorColumns = `id::text AS id, email, name, password_hash, totp_secret, totp_confirmed_at,
  totp_last_step, disabled_at`;

/** The operator an address names (lower-cased), if any. */
async function byEmail(db: Queryable, email: string): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${operatorColumns} FROM operators WHERE email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0];
}

/** The operator of a live set-up link, locked for this transaction. */
async function bySetupToken(db: Queryable, token: string, now: Date): Promise<OperatorRow> {
  const { rows } = await db.query<OperatorRow>(
    `SELECT ${operatorColumns} FROM operators
     WHERE setup_token_hash = $1 AND setup_expires_at > $2 AND disabled_at IS NULL FOR UPDATE`,
    [sha256(token), now],
  );
  if (!rows[0]) throw apiError('OPS_SETUP_LINK_INVALID');
  return rows[0];
}

/** The operator's authenticator: SHA-1, six digits, 30-second steps (what every app reads). */
const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: OPS_TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code is good for, or null; a step at or before `after` is refused (a code is good once). */
function codeStep(secret: string, code: string, now: Date, after: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  // One step either side: a phone's clock a little off, or a code typed as it turned.
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = totp.counter({ timestamp: now.getTime() }) + delta;
  return after !== null && step <= after ? null : step;
}

export interface AddedOperator {
  id: string;
  email: string;
  /** The one-time set-up link for the operator (printed by the command, never stored). */
  link: string;
}

/**
 * Makes an operator (or gives one who has not finished setting up a new link): the link is good
 * OPS_SETUP_LINK_HOURS, once. An operator who has set up keeps their account: disable them first.
 */
export async function addOperator(
  db: Database,
  { email, name, siteUrl, now }: { email: string; name: string; siteUrl: string; now: Date },
): Promise<AddedOperator> {
  const address = email.trim().toLowerCase();
  if (!new RegExp(EMAIL_PATTERN).test(address)) throw new Error(`not an email address: ${email}`);
  const token = randomToken();
  const expires = new Date(now.getTime() + OPS_SETUP_LINK_HOURS * HOUR_MS);
  return db.transaction(async (tx) => {
    const found = await byEmail(tx, address);
    if (found?.totp_confirmed_at) throw new Error(`${address} is already an operator`);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO operators (email, name, setup_token_hash, setup_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, setup_token_hash = EXCLUDED.setup_token_hash,
         setup_expires_at = EXCLUDED.setup_expires_at, totp_secret = NULL, disabled_at = NULL
       RETURNING id::text AS id`,
      [address, name.trim() || address, sha256(token), expires, now],
    );
    const id = (rows[0] as { id: string }).id;
    await audit(tx, {
      actor: COMMAND_LINE,
      action: found ? 'operator.new-setup-link' : 'operator.add',
      subject: { type: 'operator', id },
      after: { email: address, name: name.trim() || address, setupLinkExpires: expires.toISOString() },
      at: now,
    });
    const link = `${siteUrl}${opsPaths.setup}?${new URLSearchParams({ token }).toString()}`;
    return { id, email: address, link };
  });
}

/** Disables an operator: no sign-in, and every session of theirs is revoked at once. */
export async function disableOperator(db: Database, email: string, now: Date, actor: Actor = COMMAND_LINE) {
  return db.transaction(async (tx) => {
    const found = await byEmail(tx, email);
    if (!found) throw new Error(`no operator has the address ${email}`);
    await tx.query('UPDATE operators SET disabled_at = $2, setup_token_hash = NULL WHERE id = $1', [found.id, now]);
    const { rowCount } = await tx.query(
      'UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL',
      [found.id, now],
    );
    await audit(tx, {
      actor,
      action: 'operator.disable',
      subject: { type: 'operator', id: found.id },
      before: { disabled: found.disabled_at !== null },
      after: { disabled: true, sessionsRevoked: rowCount ?? 0 },
      at: now,
    });
  });
}

/**
 * What the set-up page shows: the authenticator's secret, made when the link is first opened (the
 * same on a reload, until the set-up is done), with its QR code.
 */
export async function setupView(db: Database, token: string, now: Date): Promise<OpsSetup> {
  return db.transaction(async (tx) => {
    const operator = await bySetupToken(tx, token, now);
    let secret = operator.totp_secret;
    if (!secret) {
      secret = new Secret({ size: 20 }).base32;
      await tx.query('UPDATE operators SET totp_secret = $2 WHERE id = $1', [operator.id, secret]);
    }
    const otpauthUri = totpOf(secret, operator.email).toString();
    return {
      email: operator.email,
      name: operator.name,
      otpauthUri,
      qrSvg: await qrCode(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
      secret,
    };
  });
}

/** Ends the set-up: a new password and the app's first code; the link is used up. */
export async function completeSetup(
  db: Database,
  { token, password, code, now }: { token: string; password: string; code: string; now: Date },
): Promise<{ id: string; email: string; name: string }> {
  checkNewPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const operator = await bySetupToken(tx, token, now);
    const step = operator.totp_secret ? codeStep(operator.totp_secret, code.trim(), now, null) : null;
    if (step === null) throw apiError('OPS_CODE_WRONG');
    await tx.query(
      `UPDATE operators SET password_hash = $2, totp_confirmed_at = $3, totp_last_step = $4,
         setup_token_hash = NULL, setup_expires_at = NULL WHERE id = $1`,
      [operator.id, passwordHash, now, step],
    );
    await audit(tx, {
      actor: { operatorId: operator.id, email: operator.email },
      action: 'operator.setup',
      subject: { type: 'operator', id: operator.id },
      after: { password: 'set', authenticator: 'paired' },
      at: now,
    });
    return { id: operator.id, email: operator.email, name: operator.name };
  });
}

/** The operator whose email and password these are, or null (the same work either way). */
export async function operatorByPassword(
  db: Queryable,
  email: string,
  password: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const found = await byEmail(db, email);
  const usable = found && found.disabled_at === null && found.totp_confirmed_at !== null ? found : undefined;
  const ok = await passwordMatches(usable?.password_hash ?? undefined, password);
  return ok && usable ? { id: usable.id, email: usable.email, name: usable.name } : null;
}

/** Takes the authenticator's code for an operator: true once per code, within a step of now. */
export async function takeCode(db: Database, operatorId: string, code: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OperatorRow>(
      `SELECT ${operatorColumns} FROM operators WHERE id = $1 AND disabled_at IS NULL FOR UPDATE`,
      [operatorId],
    );
    const operator = rows[0];
    if (!operator?.totp_secret || operator.totp_confirmed_at === null) return false;
    const last = operator.totp_last_step === null ? null : Number(operator.totp_last_step);
    const step = codeStep(operator.totp_secret, code.trim(), now, last);
    if (step === null) return false;
    await tx.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1', [operatorId, step]);
    return true;
  });
}
