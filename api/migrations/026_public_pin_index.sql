-- The map view's area (`bbox` on GET /api/properties) is matched against the public pin, the exact
-- one rounded to the 0.005° grid (api/src/domain/properties serialize.ts and listing.ts build the
-- very same expressions): this index serves the latitude range and checks the longitude in the index.
CREATE INDEX properties_public_pin_idx ON properties (
  (floor(lat / 0.005 + 0.5)::numeric * 0.005),
  (floor(lng / 0.005 + 0.5)::numeric * 0.005)
);
