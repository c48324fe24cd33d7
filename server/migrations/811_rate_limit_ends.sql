-- Each counter keeps the end of its own window, so one sweep serves limits with different windows
-- (sign-in attempts over 15 minutes, analytics events over one).
alter table rate_limits add column if not exists window_end timestamptz;
update rate_limits set window_end = window_start + interval '15 minutes' where window_end is null;
alter table rate_limits alter column window_end set not null;
alter table rate_limits drop column window_start;
create index if not exists rate_limits_window_end on rate_limits (window_end);
