-- Every message the API sends leaves through this outbox (plugins/mail.ts). A request writes the
-- whole message here in the same transaction as the change that causes it, so a message exists if
-- and only if its change committed; a worker in each API process sends it afterwards and marks it
-- sent only once the transport has accepted it. A process killed mid-send leaves the message unsent:
-- its lease (`locked_until`) runs out and a worker sends it again (at least once, never lost).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  kind text NOT NULL,
  -- One message per cause (`booking-guest:<booking id>`, `inquiry-support:<inquiry id>`, ...): a
  -- second enqueue with the same key is a no-op.
  dedupe_key text NOT NULL UNIQUE,
  -- The Message-ID header of every attempt, so a receiver can tell a resend from a new message.
  message_id text NOT NULL UNIQUE,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- Bodies carrying a secret (a sign-in link) are blanked once sent or given up on.
  erase_body boolean NOT NULL DEFAULT false,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker sending the message holds it until then; afterwards any worker may take it again.
  locked_until timestamptz,
  transport text,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- What the workers look for: messages neither sent nor given up, by when they are due.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

-- The log of messages sent so far moves into the outbox as sent messages (their bodies were never
-- kept), so that a booking or inquiry already notified is not notified again.
INSERT INTO mail_outbox (id, kind, dedupe_key, message_id, to_address, subject, text_body, html_body,
                         transport, sent_at, created_at)
SELECT id, kind,
       CASE WHEN booking_id IS NOT NULL THEN kind || ':' || booking_id
            WHEN inquiry_id IS NOT NULL THEN kind || ':' || inquiry_id
            ELSE 'outgoing-mail:' || id END,
       coalesce(message_id, '<' || id || '@makao.co.ke>'),
       to_address, subject, '', '', transport, created_at, created_at
FROM outgoing_mail;
DROP TABLE outgoing_mail;
