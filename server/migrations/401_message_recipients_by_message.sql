-- The Sent view reads a message's recipients (each message's counts on its list, one message's
-- recipients on its page): by the message, not through the whole outbox, which grows with every
-- message the school sends (decision 0012: the Sent list's p95 was 30 ms with 2,000 of a teacher's).
create index message_recipients_message on message_recipients (school_id, message_id);
