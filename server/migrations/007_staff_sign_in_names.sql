-- Staff signing in with the school's own provider are found by the e-mail or username the school's
-- information system gave them (OIDC_MATCH_STAFF_BY), in any letter case.
alter table staff add column username text;
create index staff_email_lower on staff (lower(email));
create index staff_username_lower on staff (lower(username));
