CREATE TABLE "session_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Session caches (decision 033) answer only at the version they last read: every change that may
-- end or alter a signed-in session raises it, whoever writes (this shop's processes or psql).
INSERT INTO session_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only a verified account can hold a session: an unverified registration's updates (a new OTP,
-- its verification, its deletion once expired) change no session and raise nothing.
CREATE TRIGGER users_bump_session_version AFTER UPDATE OR DELETE ON users
  FOR EACH ROW WHEN (OLD.verified_at IS NOT NULL) EXECUTE FUNCTION bump_session_version();
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_bump_session_version AFTER INSERT ON revoked_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_version();
--> statement-breakpoint
CREATE TRIGGER users_truncate_bump_session_version AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_version();
