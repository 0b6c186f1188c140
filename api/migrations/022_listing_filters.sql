-- The listing's filters by bedrooms and amenities (`GET /api/properties?bedrooms=2&amenities=wifi,pool`):
-- a GIN index answers "has all these amenities" (`amenities @> …`), a btree the minimum bedrooms.
-- Measured at 100,000 properties: bench/results.md, "The listing's filters at 100,000 properties".
CREATE INDEX properties_amenities_idx ON properties USING gin (amenities);
CREATE INDEX properties_beds_idx ON properties (beds);

-- One vocabulary for the filters, the host wizard and the seed (contracts' `filterAmenities`): the
-- names listings were saved with before it read as the filter's.
UPDATE properties
SET amenities = ARRAY(
  SELECT name
  FROM unnest(amenities) WITH ORDINALITY AS a(old, position),
    LATERAL (SELECT CASE old WHEN '24/7 security' THEN 'Security guard' WHEN 'Private pool' THEN 'Swimming pool' ELSE old END AS name) AS n
  GROUP BY name
  ORDER BY min(position)
)
WHERE amenities && ARRAY['24/7 security', 'Private pool'];
