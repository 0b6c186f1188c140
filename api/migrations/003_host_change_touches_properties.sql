-- Listing speed: a property's version is its own row's `xmin` (routes/properties/
-- property-json.ts), so the listing reads properties alone, without a join to hosts (measured with
-- pgbench: about a fifth of the listing query's cost). A host's change reaches the JSON of each of
-- their properties because it writes a new version of those rows too, in the same transaction.
CREATE FUNCTION hosts_touch_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET host_id = NEW.id WHERE host_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER hosts_touch_properties
  AFTER UPDATE ON hosts
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION hosts_touch_properties();
