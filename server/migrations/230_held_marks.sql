-- Marks held, then released together (decision 0037). A homework with release_marks_together keeps
-- each student's grade and comment from everyone but its teachers until Release marks stamps the
-- student's mark_released_at; a mark whose row is stamped follows the spec's rule (seen at once,
-- mailed per the school's flag). A homework without the choice is the spec's behaviour exactly: the
-- stamp is never read. Held is worked out, never stored: release_marks_together and no stamp.
alter table homework add column release_marks_together boolean not null default false;
alter table homework_students add column mark_released_at timestamptz;
