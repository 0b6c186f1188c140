-- A host's standing as the property page's host card shows it (api/src/domain/standing/README.md):
-- every number on the card comes from rows, none is typed in. What a review changes is kept by the
-- reviews' trigger in the review's own transaction: the number of the host's published guest reviews
-- across all their listings, and their mean (one decimal; none without reviews). What time changes
-- (the last 365 days slide) is assessed once a day by a job: the median time the host takes to answer
-- a request, and the Superhost badge. Writing any of them gives the host's properties a new version
-- (migration 003), so the property JSON cache serves the change at once.
ALTER TABLE hosts
  ADD COLUMN reviews_count integer NOT NULL DEFAULT 0 CHECK (reviews_count >= 0),
  ADD COLUMN rating numeric(2, 1) CHECK (rating BETWEEN 1 AND 5),
  ADD COLUMN superhost boolean NOT NULL DEFAULT false,
  -- The median answer to a request over the window, in whole minutes rounded up; null without one.
  ADD COLUMN response_minutes integer CHECK (response_minutes >= 0),
  -- When the job last assessed `superhost` and `response_minutes`; null: never, due at once.
  ADD COLUMN standing_assessed_at timestamptz;
CREATE INDEX hosts_standing_due_idx ON hosts (standing_assessed_at NULLS FIRST);

CREATE FUNCTION host_review_summary(target uuid, OUT rating numeric, OUT n integer) LANGUAGE sql STABLE AS $$
  SELECT round(avg(r.rating), 1), count(*)::int
  FROM properties p JOIN reviews r ON r.property_id = p.id
  WHERE p.host_id = target AND r.author = 'guest' AND r.published_at IS NOT NULL
$$;

-- The host's row is locked before the reviews are counted: of two reviews of one host published at
-- once, the second waits here, and its count (a new statement, so a new snapshot) includes the first.
-- NO KEY UPDATE, the lock the UPDATE takes anyway: it leaves alone the KEY SHARE locks that foreign
-- keys take (a review's insert holds one on its property, while it waits for the host's row here).
CREATE FUNCTION hosts_keep_review_summary(target uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  summary record;
BEGIN
  PERFORM 1 FROM hosts WHERE id = target FOR NO KEY UPDATE;
  SELECT * INTO summary FROM host_review_summary(target);
  UPDATE hosts SET rating = summary.rating, reviews_count = summary.n
  WHERE id = target AND (rating IS DISTINCT FROM summary.rating OR reviews_count <> summary.n);
END
$$;

-- Migration 013's trigger, now keeping the host's numbers too. Always the host's row first, then the
-- property's (a host's change writes their properties' rows: migration 003), the order the standing
-- job and the review publication take too, so no two of them wait on each other in a circle.
CREATE OR REPLACE FUNCTION reviews_keep_property_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.property_id ELSE NEW.property_id END;
  owner uuid;
  summary record;
BEGIN
  -- A review that is and was no published guest review (one side's, still blind; the host's review of
  -- a guest) changes no number: it takes no lock either.
  IF NOT (
    CASE WHEN TG_OP = 'INSERT' THEN false ELSE OLD.author = 'guest' AND OLD.published_at IS NOT NULL END
    OR CASE WHEN TG_OP = 'DELETE' THEN false ELSE NEW.author = 'guest' AND NEW.published_at IS NOT NULL END
  ) THEN
    RETURN NULL;
  END IF;
  SELECT p.host_id INTO owner FROM properties p WHERE p.id = target;
  IF owner IS NOT NULL THEN
    PERFORM hosts_keep_review_summary(owner);
  END IF;
  PERFORM 1 FROM properties WHERE id = target FOR NO KEY UPDATE;
  SELECT * INTO summary FROM property_review_summary(target);
  UPDATE properties SET rating = summary.rating, reviews_count = summary.n
  WHERE id = target AND (rating IS DISTINCT FROM summary.rating OR reviews_count <> summary.n);
  RETURN NULL;
END
$$;

-- A listing that changes hands takes its reviews with it: both hosts' numbers are counted again.
CREATE FUNCTION properties_host_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.host_id IS NOT NULL THEN
    PERFORM hosts_keep_review_summary(OLD.host_id);
  END IF;
  IF NEW.host_id IS NOT NULL THEN
    PERFORM hosts_keep_review_summary(NEW.host_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER properties_host_moved
  AFTER UPDATE OF host_id ON properties
  FOR EACH ROW WHEN (OLD.host_id IS DISTINCT FROM NEW.host_id)
  EXECUTE FUNCTION properties_host_moved();

-- The daily assessment writes `standing_assessed_at` on every host; that alone changes nothing a
-- guest sees, so it gives the host's properties no new version (their cached JSON stays).
DROP TRIGGER hosts_touch_properties ON hosts;
CREATE TRIGGER hosts_touch_properties
  AFTER UPDATE ON hosts
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'standing_assessed_at') IS DISTINCT FROM (to_jsonb(NEW) - 'standing_assessed_at'))
  EXECUTE FUNCTION hosts_touch_properties();

-- Every host's numbers from their reviews, now.
UPDATE hosts h SET rating = s.rating, reviews_count = s.n
FROM hosts q CROSS JOIN LATERAL host_review_summary(q.id) s
WHERE h.id = q.id AND (h.rating IS DISTINCT FROM s.rating OR h.reviews_count <> s.n);
