// The rows the seed writes, one list per table, in an order that satisfies the foreign keys.

type Row<T> = T[];

export interface SeedTables {
  schools: Row<{ id: string; name: string; time_zone: string }>;
  school_products: Row<{ school_id: string; product: string }>;
  school_features: Row<{ school_id: string; name: string; enabled: boolean }>;
  academic_years: Row<{ school_id: string; id: string; name: string; start_date: string; end_date: string }>;
  terms: Row<{ school_id: string; id: string; academic_year_id: string; name: string; start_date: string; end_date: string }>;
  subjects: Row<{ school_id: string; id: string; name: string; code: string }>;
  staff: Row<{
    school_id: string;
    id: string;
    title: string | null;
    forename: string;
    surname: string;
    email: string | null;
    photo_id: string | null;
    is_teacher: boolean;
  }>;
  students: Row<{
    school_id: string;
    id: string;
    legal_forename: string;
    legal_surname: string;
    display_forename: string;
    display_surname: string;
    year_group: string;
    reg_group: string | null;
    house: string | null;
    gender: string;
    email: string | null;
    photo_id: string | null;
    is_active: boolean;
    is_pre_admission: boolean;
  }>;
  parents: Row<{ school_id: string; id: string; title: string | null; forename: string; surname: string; email: string | null }>;
  parent_children: Row<{ school_id: string; parent_id: string; student_id: string }>;
  photos: Row<{ school_id: string; photo_id: string; size: number; png: Buffer }>;
  groups: Row<{ school_id: string; id: string; kind: string; name: string; subject_id: string | null; position: number }>;
  group_members: Row<{ school_id: string; group_id: string; student_id: string }>;
  user_invites: Row<{
    school_id: string;
    id: string;
    person_id: string;
    person_type: number;
    invited_at: string;
    accepted_at: string | null;
  }>;
  user_accounts: Row<{ username: string; password_hash: string; school_id: string; person_id: string; display_name: string }>;
  user_roles: Row<{ school_id: string; user_id: string; product_code: string; roles: number }>;
}

export type TableName = keyof SeedTables;

export function emptyTables(): SeedTables {
  return {
    schools: [],
    school_products: [],
    school_features: [],
    academic_years: [],
    terms: [],
    subjects: [],
    staff: [],
    students: [],
    parents: [],
    parent_children: [],
    photos: [],
    groups: [],
    group_members: [],
    user_invites: [],
    user_accounts: [],
    user_roles: [],
  };
}
