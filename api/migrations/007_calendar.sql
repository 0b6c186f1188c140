-- The host calendar: nights a host blocks by hand, and nights booked on another platform that the
-- listing imports from that platform's iCal feed. A block and a holding booking never cover the same
-- night (both directions are checked below, each under the property row's lock), and blocked nights
-- are part of `properties.booked`, so the listing filter and the booking request refuse them.

CREATE TABLE calendar_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  -- Calendar dates in Africa/Nairobi; the blocked nights are the half-open range [check_in, check_out).
  check_in date NOT NULL,
  check_out date NOT NULL,
  nights daterange GENERATED ALWAYS AS (daterange(check_in, check_out, '[)')) STORED,
  source text NOT NULL CHECK (source IN ('host', 'ical')),
  -- The imported event's UID (source 'ical').
  uid text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT calendar_blocks_nights_check CHECK (check_out > check_in)
);
CREATE INDEX calendar_blocks_property_idx ON calendar_blocks USING gist (property_id, nights);

-- The listing's import: the other platform's feed, when it was last read and what went wrong.
ALTER TABLE properties
  ADD COLUMN ical_import_url text,
  ADD COLUMN ical_synced_at timestamptz,
  ADD COLUMN ical_sync_error text,
  ADD COLUMN ical_imported integer NOT NULL DEFAULT 0,
  ADD COLUMN ical_skipped integer NOT NULL DEFAULT 0,
  -- A process syncing the feed holds it until then, so replicas do not fetch it at the same time.
  ADD COLUMN ical_claimed_until timestamptz;
CREATE INDEX properties_ical_due_idx ON properties (ical_synced_at NULLS FIRST) WHERE ical_import_url IS NOT NULL;

-- The nights a property cannot be booked for: its holding stays and its blocks (which may overlap).
CREATE FUNCTION property_booked_nights(pid uuid) RETURNS datemultirange LANGUAGE sql STABLE AS $$
  SELECT coalesce(range_agg(r), '{}'::datemultirange) FROM (
    SELECT b.stay AS r FROM bookings b
    WHERE b.property_id = pid AND b.status IN ('requested', 'confirmed', 'completed')
    UNION ALL
    SELECT c.nights FROM calendar_blocks c WHERE c.property_id = pid
  ) AS taken
$$;

-- A block may not cover a held night (`nights`, a generated column, is not computed yet in a BEFORE
-- trigger: the range is made from the dates). The property row is locked first, as a booking that starts
-- holding nights locks it (below), so a block and a confirmation of the same nights serialise and
-- the second one sees the first.
CREATE FUNCTION calendar_blocks_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM properties WHERE id = NEW.property_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.property_id = NEW.property_id AND b.status IN ('requested', 'confirmed', 'completed')
      AND b.stay && daterange(NEW.check_in, NEW.check_out, '[)')
  ) THEN
    RAISE EXCEPTION 'calendar block [%, %) overlaps a held booking', NEW.check_in, NEW.check_out
      USING ERRCODE = '23P01', CONSTRAINT = 'calendar_blocks_no_booking_overlap';
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER calendar_blocks_check
  BEFORE INSERT OR UPDATE OF property_id, check_in, check_out ON calendar_blocks
  FOR EACH ROW EXECUTE FUNCTION calendar_blocks_check();

-- Blocks overlap each other, so a removed block cannot simply be subtracted: each property whose
-- blocks a statement changed has its nights computed again from its stays and blocks, once per
-- statement (an import replaces many blocks at once), after the property row's lock is held, so the
-- computation reads every stay change committed before it (a cancellation writes that row too).
CREATE FUNCTION calendar_blocks_recompute(pids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN SELECT DISTINCT p FROM unnest(pids) AS p ORDER BY 1 LOOP
    PERFORM 1 FROM properties WHERE id = pid FOR UPDATE;
    UPDATE properties SET booked = property_booked_nights(pid) WHERE id = pid;
  END LOOP;
END
$$;

-- A transition table belongs to one kind of event, so each kind has its trigger.
CREATE FUNCTION calendar_blocks_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_blocks_recompute(ARRAY(SELECT property_id FROM new_blocks));
  RETURN NULL;
END
$$;
CREATE FUNCTION calendar_blocks_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_blocks_recompute(ARRAY(SELECT property_id FROM old_blocks));
  RETURN NULL;
END
$$;
CREATE FUNCTION calendar_blocks_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM calendar_blocks_recompute(
    ARRAY(SELECT property_id FROM old_blocks UNION SELECT property_id FROM new_blocks)
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER calendar_blocks_inserted AFTER INSERT ON calendar_blocks
  REFERENCING NEW TABLE AS new_blocks FOR EACH STATEMENT EXECUTE FUNCTION calendar_blocks_inserted();
CREATE TRIGGER calendar_blocks_deleted AFTER DELETE ON calendar_blocks
  REFERENCING OLD TABLE AS old_blocks FOR EACH STATEMENT EXECUTE FUNCTION calendar_blocks_deleted();
CREATE TRIGGER calendar_blocks_updated AFTER UPDATE ON calendar_blocks
  REFERENCING OLD TABLE AS old_blocks NEW TABLE AS new_blocks FOR EACH STATEMENT
  EXECUTE FUNCTION calendar_blocks_updated();

-- A booking that starts holding nights (or moves them) may not take blocked ones. Checked after the
-- row is written, so of many guests confirming the same nights the losers fail at bookings_no_overlap
-- at once, and only the winner takes the property row's lock here. The stay's own add and remove
-- (bookings_keep_booked_stays) stay exact: a holding stay never overlaps a block.
CREATE FUNCTION bookings_check_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status NOT IN ('requested', 'confirmed', 'completed') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status IN ('requested', 'confirmed', 'completed')
     AND OLD.property_id = NEW.property_id AND OLD.check_in = NEW.check_in AND OLD.check_out = NEW.check_out THEN
    RETURN NULL;
  END IF;
  -- Taken explicitly: bookings_booked_stays happens to lock the row first too, but this rule does not
  -- rest on the order of the two triggers.
  PERFORM 1 FROM properties WHERE id = NEW.property_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM calendar_blocks c
    WHERE c.property_id = NEW.property_id AND c.nights && daterange(NEW.check_in, NEW.check_out, '[)')
  ) THEN
    RAISE EXCEPTION 'booking nights [%, %) are blocked', NEW.check_in, NEW.check_out
      USING ERRCODE = '23P01', CONSTRAINT = 'bookings_no_block_overlap';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_check_blocks
  AFTER INSERT OR UPDATE OF status, check_in, check_out, property_id ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_check_blocks();
