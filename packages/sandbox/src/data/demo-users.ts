import type { CompanyId } from './model.js';

/** A role a user holds in one company: `admin` may write, `readOnly` may only read. */
export type CompanyRole = 'admin' | 'readOnly';

/** A user's membership of one company: the role id, and the user's id inside that company. */
export interface Membership {
  membershipId: number;
  companyId: CompanyId;
  role: CompanyRole;
  /** Role id as carried in the ID token's `role` claim (`rid`). */
  roleId: number;
  /** The user's id among the company's users (assignee ids in payloads). */
  companyUserId: number;
}

/** A demo account of the identity provider. */
export interface DemoUser {
  sub: string;
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  email: string;
  memberships: Membership[];
}

/** Role ids used in the `role` claim. */
export const ROLE_IDS: Readonly<Record<CompanyRole, number>> = { admin: 1, readOnly: 3 };

/** The demo companies. */
export const DEMO_COMPANIES: readonly CompanyId[] = [1001, 1002];

/** The demo users: alice (admin in 1001, read-only in 1002) and bob (read-only in 1002). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    sub: 'a1b2c3d4-0000-4000-8000-00000000a11c',
    username: 'alice',
    password: 'alice-password',
    givenName: 'Alice',
    familyName: 'Anders',
    email: 'alice@example.test',
    memberships: [
      { membershipId: 501, companyId: 1001, role: 'admin', roleId: ROLE_IDS.admin, companyUserId: 1 },
      { membershipId: 502, companyId: 1002, role: 'readOnly', roleId: ROLE_IDS.readOnly, companyUserId: 101 },
    ],
  },
  {
    sub: 'b0b0b0b0-0000-4000-8000-000000000b0b',
    username: 'bob',
    password: 'bob-password',
    givenName: 'Bob',
    familyName: 'Baker',
    email: 'bob@example.test',
    memberships: [
      { membershipId: 503, companyId: 1002, role: 'readOnly', roleId: ROLE_IDS.readOnly, companyUserId: 102 },
    ],
  },
];

/** Finds a demo user by subject. */
export function userBySub(sub: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.sub === sub);
}

/** Finds a demo user by username and password; undefined when they do not match. */
export function authenticate(username: string, password: string): DemoUser | undefined {
  return DEMO_USERS.find((user) => user.username === username && user.password === password);
}
