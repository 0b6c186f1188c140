-- A listing's first publication goes to the operations team's review queue: `in_review` until an
-- operator approves it (it goes live: `published`) or sends it back with a reason (`rejected`), which
-- the host answers by editing and publishing again. A listing once approved is published again
-- without a review (unpublished and back). Neither state reaches guests: they read `published` only.
ALTER TABLE properties DROP CONSTRAINT properties_status_check;
ALTER TABLE properties ADD CONSTRAINT properties_status_check
  CHECK (status IN ('draft', 'in_review', 'rejected', 'published', 'unpublished'));

ALTER TABLE properties
  -- The Tourism Regulatory Authority's registration of the rental (every short-term rental in Kenya
  -- since January 2024), which the host gives before the first review; the operators check it.
  ADD COLUMN tra_number text CHECK (tra_number IS NULL OR length(tra_number) BETWEEN 4 AND 40),
  -- When the host last sent it for review.
  ADD COLUMN submitted_at timestamptz,
  -- The operator's decision: who approved it and when (null until then), or why it was sent back.
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN approved_by uuid REFERENCES operators (id),
  ADD COLUMN rejection_reason text CHECK (rejection_reason IS NULL OR length(rejection_reason) BETWEEN 1 AND 1000);

-- The queue: oldest first.
CREATE INDEX properties_review_queue_idx ON properties (submitted_at) WHERE status = 'in_review';

-- Listings live before reviews existed were never checked by anyone: they stay live, and their
-- `approved_by` stays null (no operator stands behind them).
UPDATE properties SET approved_at = published_at WHERE status IN ('published', 'unpublished') AND published_at IS NOT NULL;
