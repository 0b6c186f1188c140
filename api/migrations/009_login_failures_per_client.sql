-- Failed sign-ins are counted per account and client together: a stranger's failures slow that
-- stranger down, never the owner signing in from elsewhere. Older rows (no client) leave the
-- window within minutes.
ALTER TABLE login_failures ADD COLUMN client text NOT NULL DEFAULT '';
DROP INDEX login_failures_email_idx;
CREATE INDEX login_failures_email_client_idx ON login_failures (email, client, failed_at);
