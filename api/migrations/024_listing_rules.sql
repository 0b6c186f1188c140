-- What a guest agrees to before booking (docs/decisions.md "A listing's rules"): the check-in and
-- check-out times (24-hour HH:MM, Nairobi time), the house rules (three switches and the host's own
-- words) and the minimum stay. Existing listings take the defaults: check-in after 14:00, check-out
-- before 10:00, no smoking, no parties, no pets, one night. Which SPEC §9 cancellation terms apply
-- follows the type (safari or standard), so it is not stored.
ALTER TABLE properties
  ADD COLUMN check_in_time text NOT NULL DEFAULT '14:00'
    CHECK (check_in_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN check_out_time text NOT NULL DEFAULT '10:00'
    CHECK (check_out_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN smoking_allowed boolean NOT NULL DEFAULT false,
  ADD COLUMN parties_allowed boolean NOT NULL DEFAULT false,
  ADD COLUMN pets_allowed boolean NOT NULL DEFAULT false,
  ADD COLUMN house_rules text NOT NULL DEFAULT '' CHECK (char_length(house_rules) <= 500),
  ADD COLUMN min_nights smallint NOT NULL DEFAULT 1 CHECK (min_nights BETWEEN 1 AND 30);
