-- What the local identity provider (oidc-provider) keeps between requests: sessions, grants,
-- authorisation codes, interactions, tokens... One row per stored model, so a restart keeps people
-- signed in and several server processes on one database share them. Not scoped to a school: the
-- provider finds rows by their random ids, and the account's school is in the payload's claims.
create table if not exists oidc_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
-- revokeByGrantId, findByUid and findByUserCode (not unique: a session renewed under a new id keeps
-- its uid until the old row is gone); expires_at for the sweep of expired rows.
create index if not exists oidc_models_grant_id on oidc_models (grant_id) where grant_id is not null;
create index if not exists oidc_models_uid on oidc_models (model, uid) where uid is not null;
create index if not exists oidc_models_user_code on oidc_models (model, user_code) where user_code is not null;
create index if not exists oidc_models_expires_at on oidc_models (expires_at) where expires_at is not null;
