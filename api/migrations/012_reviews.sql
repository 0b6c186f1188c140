-- Reviews of completed stays (shared/contracts/src/reviews.ts): the guest reviews the stay, the host
-- reviews the guest, once each, within the window that opens when the stay completes. Neither is
-- published before both are written or the window has closed (api/src/domain/reviews/README.md).

-- Set in the transaction that marks the stay completed; null for a stay that never completed here.
ALTER TABLE bookings ADD COLUMN review_window_ends timestamptz;
CREATE INDEX bookings_review_window_idx ON bookings (review_window_ends) WHERE status = 'completed';

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id),
  property_id uuid NOT NULL REFERENCES properties (id),
  author text NOT NULL CHECK (author IN ('guest', 'host')),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- The guest's six categories; a host's review of a guest has none.
  cleanliness smallint CHECK (cleanliness BETWEEN 1 AND 5),
  accuracy smallint CHECK (accuracy BETWEEN 1 AND 5),
  check_in smallint CHECK (check_in BETWEEN 1 AND 5),
  communication smallint CHECK (communication BETWEEN 1 AND 5),
  location smallint CHECK (location BETWEEN 1 AND 5),
  value smallint CHECK (value BETWEEN 1 AND 5),
  body text NOT NULL,
  -- The host's private answer, for operators only: no API answer carries it.
  would_host_again boolean,
  written_at timestamptz NOT NULL,
  published_at timestamptz,
  -- The host's one public reply to a published guest review.
  reply text,
  replied_at timestamptz,
  -- One review per booking per side, by construction: a second write fails here, whatever raced it.
  CONSTRAINT reviews_one_per_side UNIQUE (booking_id, author),
  CONSTRAINT reviews_guest_shape CHECK (
    author <> 'guest' OR (
      cleanliness IS NOT NULL AND accuracy IS NOT NULL AND check_in IS NOT NULL
      AND communication IS NOT NULL AND location IS NOT NULL AND value IS NOT NULL
      AND would_host_again IS NULL AND char_length(body) BETWEEN 20 AND 2000
    )
  ),
  CONSTRAINT reviews_host_shape CHECK (
    author <> 'host' OR (
      cleanliness IS NULL AND accuracy IS NULL AND check_in IS NULL
      AND communication IS NULL AND location IS NULL AND value IS NULL
      AND would_host_again IS NOT NULL AND char_length(body) BETWEEN 10 AND 1000
      AND reply IS NULL
    )
  ),
  CONSTRAINT reviews_reply_shape CHECK (
    (reply IS NULL AND replied_at IS NULL)
    OR (reply IS NOT NULL AND replied_at IS NOT NULL AND char_length(reply) BETWEEN 1 AND 1000)
  )
);
-- A property's page of published guest reviews, newest first (keyset on published_at, id).
CREATE INDEX reviews_published_idx ON reviews (property_id, published_at DESC, id DESC)
  WHERE author = 'guest' AND published_at IS NOT NULL;
-- The reviews still waiting for their window to close.
CREATE INDEX reviews_unpublished_idx ON reviews (booking_id) WHERE published_at IS NULL;

-- A guest or a host flags a published review for the operators; once per review and side.
CREATE TABLE review_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  review_id uuid NOT NULL REFERENCES reviews (id),
  reporter text NOT NULL CHECK (reporter IN ('guest', 'host')),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT review_reports_once UNIQUE (review_id, reporter)
);
