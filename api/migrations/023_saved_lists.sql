-- Shared lists of saved stays (api/src/domain/saved). A guest's saved stays live on their browser; to
-- open the same list on another phone, "Share list" keeps a copy here under a short random code. No
-- account and no personal detail: the code and the published listings' ids, in the guest's order.
CREATE TABLE saved_lists (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{8}$'),
  property_ids uuid[] NOT NULL CHECK (cardinality(property_ids) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL
);
