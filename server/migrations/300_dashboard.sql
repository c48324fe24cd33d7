-- The dashboard's aggregates (02 §7): homework due in a range are found by homework_due
-- (school_id, due_date, id); their live hand-in records are read from this index alone (an
-- index-only scan carries what the figures need), and removed records are not in it.
create index homework_students_dashboard on homework_students (school_id, homework_id)
  include (student_id, handed_in_date, extended_due_date)
  where removed_at is null;
