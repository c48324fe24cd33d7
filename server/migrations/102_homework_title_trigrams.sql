-- The title search matches anywhere in the title, so a b-tree cannot narrow it: over all dates it
-- read every homework of the school (84 ms at p95 in the bench). A trigram index finds the titles
-- that contain the search's trigrams (ILIKE/LIKE '%term%', with its escapes), and the query keeps
-- its LIKE, so the answers are the same. PGlite loads the extension (database.ts).
create extension if not exists pg_trgm;
create index homework_title_trigrams on homework using gin (title_lower gin_trgm_ops);
