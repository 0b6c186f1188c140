-- Failed attempts at a secret, counted per what is guessed and per client together: a sign-in's
-- account (its lower-cased email, whether or not an account has it) or a booking's emailed code
-- (its reference, whether or not a booking has it). A stranger's failures slow that stranger down,
-- never the owner or the guest trying from elsewhere. Rows older than their limit's window are
-- deleted as new ones arrive.
CREATE TABLE failed_attempts (
  scope text NOT NULL CHECK (scope IN ('login', 'booking-code')),
  subject text NOT NULL,
  -- The client's IPv4 address, or the /64 of an IPv6 one.
  client text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX failed_attempts_subject_idx ON failed_attempts (scope, subject, client, failed_at);

-- A booking's emailed code may be sent again: how many were sent, and when the last one was.
ALTER TABLE bookings
  ADD COLUMN confirm_codes_sent integer NOT NULL DEFAULT 1,
  ADD COLUMN confirm_code_sent_at timestamptz;

-- `login_failures` (per account only) and `bookings.confirm_attempts` (per booking only) are no
-- longer written or read. They stay until no replica of the release before this one can run, so
-- that a rolling deployment never meets a missing table; a later migration drops them.
