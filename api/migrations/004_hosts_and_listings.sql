-- Hosts sign in and list their own properties.

-- Sign-in credentials, beside the public profile (`hosts`). A table of their own, so that a sign-in
-- never writes the hosts row (a change there writes a new version of each of the host's properties:
-- migration 003). The email is unique case-insensitively.
CREATE TABLE host_accounts (
  host_id uuid PRIMARY KEY REFERENCES hosts (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- argon2id, PHC string format (parameters and salt included).
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX host_accounts_email_idx ON host_accounts (lower(email));

-- A session is a random token in an httpOnly cookie; only its SHA-256 is stored, so a copy of this
-- table signs nobody in. Revoked on sign-out and on a password reset; any API process reads it.
CREATE TABLE host_sessions (
  token_hash bytea PRIMARY KEY,
  host_id uuid NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  -- Sent back by the site in a header with every state-changing request (CSRF).
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX host_sessions_host_idx ON host_sessions (host_id);

-- Email verification and password reset links: single use, expiring, stored as SHA-256.
CREATE TABLE host_tokens (
  token_hash bytea PRIMARY KEY,
  host_id uuid NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX host_tokens_host_idx ON host_tokens (host_id, purpose);

-- Failed sign-ins per account (lower-cased email, whether or not an account has it), for the
-- per-account limit; rows older than the window are deleted as new ones arrive.
CREATE TABLE login_failures (
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);

-- A host's listing is a draft until published; only published properties reach guests. A draft
-- may leave any field blank (text '' and numbers NULL); a listing that is or was published has
-- every field a guest page shows, whatever wrote it.
ALTER TABLE properties
  ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'unpublished')),
  ADD COLUMN published_at timestamptz,
  -- Uploaded photos in order, the first the cover: [{ "id", "width", "height", "widths": [...] }].
  -- `images` holds each one's default file, so guest reads need nothing but `images` and this.
  ADD COLUMN photos jsonb NOT NULL DEFAULT '[]',
  ALTER COLUMN type DROP NOT NULL,
  ALTER COLUMN price DROP NOT NULL,
  ALTER COLUMN guests DROP NOT NULL,
  ALTER COLUMN beds DROP NOT NULL,
  ALTER COLUMN baths DROP NOT NULL,
  ADD CONSTRAINT properties_listed_complete CHECK (
    status = 'draft'
    OR (type IS NOT NULL AND price IS NOT NULL AND guests IS NOT NULL AND beds IS NOT NULL
        AND baths IS NOT NULL AND title <> '' AND description <> '' AND address <> '' AND city <> ''
        AND county <> '')
  );
UPDATE properties SET published_at = created_at WHERE published_at IS NULL;
CREATE INDEX properties_host_idx ON properties (host_id, updated_at DESC);

-- The host emails (verification and password reset links) are recorded like every other message.
ALTER TABLE outgoing_mail
  DROP CONSTRAINT outgoing_mail_kind_check,
  ADD CONSTRAINT outgoing_mail_kind_check CHECK (
    kind IN ('booking-guest', 'booking-host', 'inquiry-support', 'host-verify-email', 'host-reset-password')
  );

-- Every photo a host uploads (its files: plugins/photos.ts). A listing keeps its photos' order in
-- `properties.photos`; an avatar is the host's `avatar` path. Owned by the host who uploaded it.
CREATE TABLE photos (
  id uuid PRIMARY KEY,
  host_id uuid NOT NULL REFERENCES hosts (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  widths integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photos_host_idx ON photos (host_id);
