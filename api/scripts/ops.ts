/**
 * The operations team's command line (`npm run ops -- <command>`), on the database the API uses
 * (`DATABASE_URL`, else the embedded one in `DATA_DIR`, which only one process may hold: stop the
 * API first, or run the site on PostgreSQL). Every change is written to the audit log.
 *
 *   add-operator EMAIL [--name "Full name"]   makes an operator and prints their one-time set-up link
 *   disable-operator EMAIL                     stops an operator: no sign-in, every session revoked
 *   list-operators                             who can sign in to the console
 */
import { OPS_SETUP_LINK_HOURS } from 'contracts/ops';
import { loadConfig } from '../src/config';
import { addOperator, disableOperator } from '../src/domain/operators/accounts';
import { migrate, openDatabase, type Database } from '../src/plugins/database';

const usage = `Usage: npm run ops -- add-operator EMAIL [--name "Full name"]
       npm run ops -- disable-operator EMAIL
       npm run ops -- list-operators`;

async function run(db: Database, args: string[], siteUrl: string): Promise<void> {
  const [command, email] = args;
  const nameAt = args.indexOf('--name');
  const name = nameAt >= 0 ? (args[nameAt + 1] ?? '') : '';
  const now = new Date();
  if (command === 'add-operator' && email) {
    const added = await addOperator(db, { email, name, siteUrl, now });
    console.log(`Operator ${added.email} can set up their account within ${OPS_SETUP_LINK_HOURS} hours, once, at:`);
    console.log(added.link);
  } else if (command === 'disable-operator' && email) {
    await disableOperator(db, email, now);
    console.log(`Operator ${email.toLowerCase()} is disabled; their sessions are revoked.`);
  } else if (command === 'list-operators') {
    const { rows } = await db.query<{ email: string; name: string; state: string }>(
      `SELECT email, name, CASE WHEN disabled_at IS NOT NULL THEN 'disabled'
         WHEN totp_confirmed_at IS NULL THEN 'waiting for set-up' ELSE 'active' END AS state
       FROM operators ORDER BY email`,
    );
    if (rows.length === 0) console.log('No operators yet: npm run ops -- add-operator EMAIL');
    for (const row of rows) console.log(`${row.email}\t${row.name}\t${row.state}`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    console.error(
      `The database could not be opened (${(error as Error).message}). The embedded database is held by a running API: stop it first, or set DATABASE_URL.`,
    );
    process.exitCode = 1;
    return;
  }
  try {
    await migrate(db);
    await run(db, process.argv.slice(3), config.siteUrl);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

void main();
