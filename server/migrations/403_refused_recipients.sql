-- Decision 0023: a recipient Notify would not send to (no e-mail address, not a parent of that student)
-- is kept with the message, as 'refused' with the reason in last_error, so that Sent messages names who
-- was missed and why. Such a row has no address; the workers claim queued rows only.
alter table message_recipients alter column email drop not null;

alter table message_recipients drop constraint message_recipients_state_check;
alter table message_recipients add constraint message_recipients_state_check
  check (state in ('queued', 'sent', 'failed', 'cancelled', 'refused'));
