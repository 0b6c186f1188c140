-- A property's rating and review count are its published guest reviews' mean (one decimal) and
-- number, and nothing else: no number is kept apart from the reviews it summarises. The two columns
-- stay (the listing reads them with the row it already reads), derived by the trigger below in the
-- same transaction as the review that changes them; a property nobody has reviewed has no rating.
-- Writing them gives the row a new version, so the property JSON cache serves the change at once,
-- and leaves `updated_at` (the "New" badge) alone.
CREATE FUNCTION property_review_summary(target uuid, OUT rating numeric, OUT n integer) LANGUAGE sql STABLE AS $$
  SELECT round(avg(r.rating), 1), count(*)::int FROM reviews r
  WHERE r.property_id = target AND r.author = 'guest' AND r.published_at IS NOT NULL
$$;

CREATE FUNCTION reviews_keep_property_rating() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.property_id ELSE NEW.property_id END;
  summary record;
BEGIN
  SELECT * INTO summary FROM property_review_summary(target);
  UPDATE properties SET rating = summary.rating, reviews_count = summary.n
  WHERE id = target AND (rating IS DISTINCT FROM summary.rating OR reviews_count <> summary.n);
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_property_rating
  AFTER INSERT OR DELETE OR UPDATE OF published_at, rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_property_rating();

-- Every property's numbers from its reviews, now: stored numbers without reviews behind them go.
UPDATE properties p SET rating = s.rating, reviews_count = s.n
FROM properties q CROSS JOIN LATERAL property_review_summary(q.id) s
WHERE p.id = q.id AND (p.rating IS DISTINCT FROM s.rating OR p.reviews_count <> s.n);
