-- The title search of the homework list (case-insensitive, anywhere in the title) compares against
-- the title lower-cased once when saved, rather than once per row and request (ILIKE), and the list's
-- date index carries it, so a search within the State filter's dates reads the index only.
alter table homework add column title_lower text generated always as (lower(title)) stored;
drop index homework_due;
create index homework_due on homework (school_id, due_date, id) include (title_lower);
