-- Reports and enforcement (api/src/domain/moderation/README.md). Guests report a listing from its
-- page without an account; operators work through the open reports (listings' and reviews') and
-- dismiss them with a note, or suspend the listing or its host.

-- A guest's report of a listing. The client is kept only as an HMAC of its rate-limit key (the IPv4
-- address or IPv6 /64) with the API's own secret: enough to refuse a second open report from the same
-- client, never the address itself.
CREATE TABLE listing_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id),
  reason text NOT NULL CHECK (reason IN ('scam', 'not-as-described', 'unsafe', 'other')),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 1000),
  reporter_email text CHECK (reporter_email IS NULL OR char_length(reporter_email) BETWEEN 3 AND 254),
  client_hash bytea NOT NULL,
  created_at timestamptz NOT NULL,
  -- Null while open. An operator dismisses a report with a note, or suspends what it reports.
  resolved_at timestamptz,
  resolved_by uuid REFERENCES operators (id),
  outcome text CHECK (outcome IN ('dismissed', 'suspended')),
  resolution text CHECK (resolution IS NULL OR char_length(resolution) BETWEEN 1 AND 1000),
  CHECK ((resolved_at IS NULL) = (outcome IS NULL))
);
-- One open report per client and listing.
CREATE UNIQUE INDEX listing_reports_open_once ON listing_reports (property_id, client_hash) WHERE resolved_at IS NULL;
CREATE INDEX listing_reports_open_idx ON listing_reports (created_at) WHERE resolved_at IS NULL;
CREATE INDEX listing_reports_property_idx ON listing_reports (property_id);

INSERT INTO app_secrets (name, value)
VALUES ('report-client', replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Reports of reviews (migration 012) are resolved the same way.
ALTER TABLE review_reports
  ADD COLUMN resolved_at timestamptz,
  ADD COLUMN resolved_by uuid REFERENCES operators (id),
  ADD COLUMN outcome text CHECK (outcome IN ('dismissed', 'suspended')),
  ADD COLUMN resolution text CHECK (resolution IS NULL OR char_length(resolution) BETWEEN 1 AND 1000),
  ADD CHECK ((resolved_at IS NULL) = (outcome IS NULL));
CREATE INDEX review_reports_open_idx ON review_reports (created_at) WHERE resolved_at IS NULL;

-- A suspended listing is a status of its own, so every public query, which reads `published` only,
-- leaves it out without knowing of suspension. What it was before is kept to restore it on undo.
ALTER TABLE properties DROP CONSTRAINT properties_status_check;
ALTER TABLE properties ADD CONSTRAINT properties_status_check
  CHECK (status IN ('draft', 'in_review', 'rejected', 'published', 'unpublished', 'suspended'));
ALTER TABLE properties
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_by uuid REFERENCES operators (id),
  ADD COLUMN suspension_reason text CHECK (suspension_reason IS NULL OR char_length(suspension_reason) BETWEEN 1 AND 1000),
  ADD COLUMN status_before_suspension text
    CHECK (status_before_suspension IS NULL OR status_before_suspension IN ('draft', 'in_review', 'rejected', 'published', 'unpublished')),
  -- Suspended with its host (not on its own): the host's unsuspension restores it.
  ADD COLUMN suspended_with_host boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT properties_suspension_check
    CHECK ((status = 'suspended') = (suspended_at IS NOT NULL AND status_before_suspension IS NOT NULL AND suspension_reason IS NOT NULL));

-- A suspended host signs in no more; their sessions are revoked with it.
ALTER TABLE hosts
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspended_by uuid REFERENCES operators (id),
  ADD COLUMN suspension_reason text CHECK (suspension_reason IS NULL OR char_length(suspension_reason) BETWEEN 1 AND 1000),
  ADD CONSTRAINT hosts_suspension_check CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));

-- A suspension cancels the listing's bookings still to come: the operations team is an actor of
-- the booking's life.
ALTER TABLE booking_events DROP CONSTRAINT booking_events_actor_check;
ALTER TABLE booking_events ADD CONSTRAINT booking_events_actor_check
  CHECK (actor IN ('guest', 'host', 'system', 'operator'));
