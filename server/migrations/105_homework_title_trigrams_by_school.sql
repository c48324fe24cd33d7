-- The title search's count over all dates ANDed the trigram index's matches with every homework of
-- the school (another index read to its end, 30,000 entries in the bench): with school_id in the
-- trigram index (btree_gin), one read finds the school's matching titles. PGlite loads the
-- extension (database.ts).
create extension if not exists btree_gin;
create index homework_title_trigrams_by_school on homework using gin (school_id, title_lower gin_trgm_ops);
drop index homework_title_trigrams;
