-- Decision 0022: the homework-set mail goes when the homework becomes available (its Available-from
-- day), not when it is saved. Its outbox rows wait with next_attempt_at at that day; send_at says the
-- message was scheduled (null: sent at once). A scheduled mail not yet sent is cancelled, with the
-- reason in last_error, when the homework is deleted or the student taken off it first.
alter table messages add column send_at timestamptz;

alter table message_recipients drop constraint message_recipients_state_check;
alter table message_recipients add constraint message_recipients_state_check
  check (state in ('queued', 'sent', 'failed', 'cancelled'));
