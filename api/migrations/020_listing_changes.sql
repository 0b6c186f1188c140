-- A live listing's later changes to where it is (county, city, area, street address, map pin) or to
-- its photos go back to the operations team before guests see them: they wait in `pending_changes`
-- (those fields as the host wants them, photos as StoredPhoto objects) while the approved version
-- stays up. An operator applies them, or discards them with a reason the host reads.
ALTER TABLE properties
  ADD COLUMN pending_changes jsonb,
  ADD COLUMN changes_submitted_at timestamptz,
  ADD COLUMN changes_rejection_reason text
    CHECK (changes_rejection_reason IS NULL OR length(changes_rejection_reason) BETWEEN 1 AND 1000),
  ADD CONSTRAINT properties_changes_dated CHECK ((pending_changes IS NULL) = (changes_submitted_at IS NULL));

CREATE INDEX properties_changes_queue_idx ON properties (changes_submitted_at) WHERE pending_changes IS NOT NULL;
