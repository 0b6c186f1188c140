-- A booking's life on the server (shared/src/contracts/bookingLifecycle.ts): unconfirmed until the
-- guest enters the code emailed to them, then requested (the nights held, the host told) or, on an
-- instant-book listing, confirmed; the host accepts or declines; unanswered requests expire.

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
-- A request of the old product was held from the start: it is a request awaiting its host.
UPDATE bookings SET status = 'requested' WHERE status = 'pending';
ALTER TABLE bookings
  ALTER COLUMN status SET DEFAULT 'unconfirmed',
  ADD CONSTRAINT bookings_status_check CHECK (
    status IN ('unconfirmed', 'requested', 'confirmed', 'completed', 'declined', 'expired', 'cancelled')
  ),
  -- No double booking, by construction: two stays that hold a property's nights never overlap.
  ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (property_id WITH =, stay WITH &&)
    WHERE (status IN ('requested', 'confirmed', 'completed')),
  -- The emailed code (SHA-256 of booking id and code), its deadline and the wrong tries so far.
  ADD COLUMN confirm_code_hash bytea,
  ADD COLUMN confirm_expires_at timestamptz,
  ADD COLUMN confirm_attempts integer NOT NULL DEFAULT 0,
  -- The guest's manage link and the booking answer carry the token; only its SHA-256 is kept.
  ADD COLUMN manage_token_hash bytea,
  -- When the status last changed, and (requested) by when the host must answer.
  ADD COLUMN status_changed_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN respond_by timestamptz,
  ADD COLUMN reminder_sent_at timestamptz;
UPDATE bookings SET status_changed_at = created_at;
CREATE INDEX bookings_email_live_idx ON bookings (lower(email)) WHERE status = 'requested';
CREATE INDEX bookings_unconfirmed_idx ON bookings (confirm_expires_at) WHERE status = 'unconfirmed';
CREATE INDEX bookings_respond_by_idx ON bookings (respond_by) WHERE status = 'requested';
CREATE INDEX bookings_property_idx ON bookings (property_id, check_in);

-- Every transition: from, to, when, who, and the host's reason for a decline.
CREATE TABLE booking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id),
  from_status text,
  to_status text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('guest', 'host', 'system')),
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, id);

-- A listing may confirm requests at once (instant book) instead of waiting for its host.
ALTER TABLE properties ADD COLUMN instant_book boolean NOT NULL DEFAULT false;

-- The property's held nights follow the holding statuses (migration 002 kept every non-cancelled one).
CREATE OR REPLACE FUNCTION bookings_keep_booked_stays() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('requested', 'confirmed', 'completed') THEN
    UPDATE properties SET booked = booked - datemultirange(OLD.stay) WHERE id = OLD.property_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('requested', 'confirmed', 'completed') THEN
    UPDATE properties SET booked = booked + datemultirange(NEW.stay) WHERE id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;

UPDATE properties p
SET booked = coalesce(
  (SELECT range_agg(b.stay) FROM bookings b
   WHERE b.property_id = p.id AND b.status IN ('requested', 'confirmed', 'completed')),
  '{}'
);

-- Secrets the API makes for itself, shared by every replica: the key of the guests' manage links.
CREATE TABLE app_secrets (name text PRIMARY KEY, value text NOT NULL);
INSERT INTO app_secrets (name, value)
VALUES ('booking-manage', replace(gen_random_uuid()::text || gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
