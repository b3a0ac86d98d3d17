-- A logout raised the session version even when its token was revoked already (the insert did
-- nothing, but a statement trigger fires anyway): anyone holding one token could empty every
-- process's session cache by logging out over and over. Only a revocation actually kept raises it.
DROP TRIGGER IF EXISTS revoked_tokens_bump_session_version ON revoked_tokens;
--> statement-breakpoint
CREATE TRIGGER revoked_tokens_bump_session_version AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION bump_session_version();
