-- A host shows the operations team who they are: a photo of a national ID card or passport and a
-- selfie, checked by an operator. The photos are not in the database: they are encrypted files in
-- the API's private folder (never served under /uploads/ or /images/), read only through the
-- console, and deleted IDENTITY_RETENTION_DAYS after the decision (contracts/host-rules; the booking
-- jobs do it). The decision stays: who took it, when, on which kind of document.
CREATE TABLE identity_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  host_id uuid NOT NULL REFERENCES hosts (id),
  document_type text NOT NULL CHECK (document_type IN ('national-id', 'passport')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES operators (id),
  rejection_reason text CHECK (rejection_reason IS NULL OR length(rejection_reason) BETWEEN 1 AND 1000),
  -- Set when the photos are deleted (retention, or a new check replacing an undecided one).
  files_deleted_at timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One check waiting at a time per host.
CREATE UNIQUE INDEX identity_checks_one_pending ON identity_checks (host_id) WHERE status = 'pending';
CREATE INDEX identity_checks_host_idx ON identity_checks (host_id, submitted_at DESC);
-- The queue, oldest first; and the decided checks whose photos are still kept.
CREATE INDEX identity_checks_queue_idx ON identity_checks (submitted_at) WHERE status = 'pending';
CREATE INDEX identity_checks_kept_idx ON identity_checks (decided_at)
  WHERE status <> 'pending' AND files_deleted_at IS NULL;

-- The host's identity as verified by an operator (null: not verified). A "Verified" listing needs it.
ALTER TABLE hosts
  ADD COLUMN identity_verified_at timestamptz,
  ADD COLUMN identity_verified_by uuid REFERENCES operators (id);
