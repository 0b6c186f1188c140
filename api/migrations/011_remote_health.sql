-- How each released version of a remote fares in guests' browsers: the loads the shell reported as
-- rendered and the failures it reported, counted per version. The release registry reads them to
-- prove a version good (the last known good it falls back to) and to roll a failing canary back
-- (docs/operations.md). Counts only: no client, page or person is recorded.
CREATE TABLE remote_health (
  remote text NOT NULL CHECK (remote IN ('catalog', 'booking', 'content')),
  version text NOT NULL,
  loads bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);
