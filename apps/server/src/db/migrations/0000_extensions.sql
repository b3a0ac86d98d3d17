-- Trigram matching for search; PGlite loads it from its own bundle (see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
