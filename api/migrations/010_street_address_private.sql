-- A listing's street address is private until the host confirms a guest's booking: the keyword
-- search must not find a listing by it either, or a guest could learn the street by guessing it.
-- (PostgreSQL before 17 cannot change a generated column's expression: it is made again.)
DROP INDEX properties_search_trgm_idx;
ALTER TABLE properties DROP COLUMN search_text;
ALTER TABLE properties ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(title || ' ' || area || ' ' || city || ' ' || county || ' ' || description)
) STORED;
CREATE INDEX properties_search_trgm_idx ON properties USING gin (search_text gin_trgm_ops);
