-- The homework list's indexes hold each sort's whole order (services/homework/queries/homework.ts ORDER_BY), so a page
-- is the first rows of one index scan rather than a sort of every match, and its total is a count
-- read from an index alone. Each date index ends in the order's tie-breakers (title, then id), and
-- title-asc has its own. homework_due keeps its name and still finds the homework due in a range
-- with their ids (the dashboard, 300_dashboard.sql), and the title search within dates reads it alone.
drop index homework_due;
create index homework_due on homework (school_id, due_date, title_lower, id);
drop index homework_set_by_due;
create index homework_set_by_due on homework (school_id, set_by_id, due_date, title_lower, id);
drop index homework_subject_due;
create index homework_subject_due on homework (school_id, subject_id, due_date, title_lower, id);
create index homework_title on homework (school_id, title_lower, due_date, id);
-- The Groups filter's homework ids from the index alone.
drop index homework_groups_group;
create index homework_groups_group on homework_groups (school_id, group_id, homework_id);
