-- The provider finds an account by username in any letter case: one account per name however it
-- is typed, and an index for that look-up.
create unique index user_accounts_username_lower on user_accounts (lower(username));
