-- What a OneRoster import (server/src/roster-import) owns and what it keeps of those who leave.
-- sourced_id: the record's sourcedId in the school's information system; set only on rows an import
-- wrote, so a later import changes those rows and never one the suite made itself. left_at: when a
-- person disappeared from the information system; the row stays, so their homework, hand-ins,
-- marks and messages keep their person.

alter table schools add column sourced_id text;
alter table academic_years add column sourced_id text;
alter table terms add column sourced_id text;
alter table subjects add column sourced_id text;
alter table groups add column sourced_id text;
alter table staff add column sourced_id text, add column left_at timestamptz;
alter table students add column sourced_id text, add column left_at timestamptz;
alter table parents add column sourced_id text, add column left_at timestamptz;
