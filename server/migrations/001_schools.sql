-- Schools and what each one is licensed for. Every other table leads with school_id, so one school's
-- rows sit together and the schema distributes by school_id (Citus) when one server is outgrown.

create table schools (
  id uuid primary key,
  name text not null,
  time_zone text not null default 'Europe/London',
  created_at timestamptz not null default now()
);

-- Products the school has bought (parent, student, parent-lite, standalonehomework, options, ...).
create table school_products (
  school_id uuid not null references schools (id),
  product text not null,
  primary key (school_id, product)
);

-- Feature flags read by name (case-insensitively) by the front ends.
create table school_features (
  school_id uuid not null references schools (id),
  name text not null,
  enabled boolean not null,
  primary key (school_id, name)
);

create table academic_years (
  school_id uuid not null references schools (id),
  id uuid not null,
  name text not null,
  start_date date not null,
  end_date date not null,
  primary key (school_id, id),
  check (end_date >= start_date)
);

create table terms (
  school_id uuid not null,
  id uuid not null,
  academic_year_id uuid not null,
  name text not null,
  start_date date not null,
  end_date date not null,
  primary key (school_id, id),
  foreign key (school_id, academic_year_id) references academic_years (school_id, id),
  check (end_date >= start_date)
);
