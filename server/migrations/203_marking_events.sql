-- Marking together and offline (decision 0030). Every marking change writes its event here in the
-- change's own transaction and notifies 'marking_events' (delivered on commit only); each API process
-- listens once and sends the school's homework's events to its open streams, and a stream that
-- reconnects is sent what it missed from here. Kept MARKING_EVENTS_KEPT_HOURS (contracts), then swept.
create table marking_events (
  id bigserial not null,
  school_id uuid not null references schools (id),
  homework_id uuid not null,
  kind text not null check (kind in ('hand-in', 'clear', 'mark', 'extension', 'restore')),
  -- Every student whose row the change touched (the bulk recorder's thousands in one event).
  student_ids uuid[] not null,
  changed_by uuid not null,
  changed_at timestamptz not null default now(),
  primary key (school_id, homework_id, id),
  foreign key (school_id, homework_id) references homework (school_id, id) on delete cascade
);
-- The sweep removes the oldest events by number, so an event still kept vouches for every later one.
create index marking_events_number on marking_events (id);

-- A marking change sent with an Idempotency-Key: its answer, written in the change's transaction, so
-- the same change sent again (its answer lost offline) is answered from here and applied once. Kept
-- IDEMPOTENCY_KEYS_KEPT_HOURS (contracts), then swept.
create table marking_idempotency_keys (
  school_id uuid not null references schools (id),
  user_id uuid not null,
  key text not null,
  -- The route and body the key was first sent with: the same key with another change is refused.
  request_hash text not null,
  status smallint,
  answer jsonb,
  created_at timestamptz not null default now(),
  primary key (school_id, user_id, key)
);
create index marking_idempotency_keys_age on marking_idempotency_keys (created_at);
