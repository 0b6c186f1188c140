-- A number a guest page shows must be one it can show. The request schemas refuse anything else
-- (shared: LISTING_PIN_BOUNDS, LISTING_PRICE_MIN and LISTING_PRICE_MAX); these constraints hold the
-- same bounds for every row, whatever writes it. A double precision column takes 'Infinity' and
-- 'NaN', and PostgreSQL orders NaN above every number, so a range check refuses all three.
--
-- Rows written before these rules lose what breaks them, so that the constraints below hold: a
-- coordinate out of bounds is cleared, as if the host had not placed the pin (pages show the city's
-- area); a price out of range clears the price and takes the listing back to draft, where its host
-- sees the price is missing, since no guest can be quoted an impossible price.
UPDATE properties SET lat = NULL WHERE NOT (lat BETWEEN -5 AND 5.5);
UPDATE properties SET lng = NULL WHERE NOT (lng BETWEEN 33.5 AND 42.5);
UPDATE properties SET price = NULL, status = 'draft' WHERE NOT (price BETWEEN 500 AND 1000000);

ALTER TABLE properties
  ADD CONSTRAINT properties_lat_in_kenya CHECK (lat IS NULL OR lat BETWEEN -5 AND 5.5),
  ADD CONSTRAINT properties_lng_in_kenya CHECK (lng IS NULL OR lng BETWEEN 33.5 AND 42.5),
  ADD CONSTRAINT properties_price_in_range CHECK (price IS NULL OR price BETWEEN 500 AND 1000000);
