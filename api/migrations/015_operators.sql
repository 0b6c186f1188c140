-- The operations team: accounts apart from hosts, made by a command (`npm run ops -- add-operator`),
-- set up through a one-time link with a password (argon2id) and an authenticator app (TOTP), and
-- signed in with both. Every operator action is written to an append-only audit log.
CREATE TABLE operators (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Null until the operator has set up their account through the link.
  password_hash text,
  -- The authenticator's secret (base32): made when the set-up link is first opened, confirmed by
  -- the first code; `totp_confirmed_at` null until then.
  totp_secret text,
  totp_confirmed_at timestamptz,
  -- The last time step a code was taken for: a code is good once (RFC 6238 §5.2).
  totp_last_step bigint,
  -- The one-time set-up link, stored as SHA-256; cleared once used.
  setup_token_hash bytea UNIQUE,
  setup_expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A disabled operator can neither sign in nor act; their sessions are revoked with it.
  disabled_at timestamptz
);

-- Shorter than hosts': eight hours from sign-in, never extended. A session is half-open until its
-- second factor: with `second_factor_at` null it can only take the authenticator's code.
CREATE TABLE operator_sessions (
  token_hash bytea PRIMARY KEY,
  operator_id uuid NOT NULL REFERENCES operators (id),
  csrf_token text NOT NULL,
  second_factor_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- Who did what to what, when, and the subject before and after. Rows are only ever added: the
-- trigger refuses any change or removal, whoever asks.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for the command line (the operator made, disabled), named in `actor`.
  operator_id uuid REFERENCES operators (id),
  actor text NOT NULL,
  action text NOT NULL,
  subject_type text NOT NULL,
  subject_id text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL
);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Failed attempts count operators' sign-ins and authenticator codes apart from hosts'.
ALTER TABLE failed_attempts DROP CONSTRAINT failed_attempts_scope_check;
ALTER TABLE failed_attempts ADD CONSTRAINT failed_attempts_scope_check
  CHECK (scope IN ('login', 'booking-code', 'ops-login', 'ops-code'));
