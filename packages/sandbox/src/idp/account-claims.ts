import type { DemoUser } from '../data/demo-users.js';

/** The claims of a demo user: profile, email and `role`, a JSON-encoded list of `{ id, cid, rid, evm }`. */
export function accountClaims(user: DemoUser): Record<string, unknown> {
  return {
    sub: user.sub,
    name: `${user.givenName} ${user.familyName}`,
    given_name: user.givenName,
    family_name: user.familyName,
    idp: 'local',
    email: user.email,
    email_verified: true,
    role: JSON.stringify(
      user.memberships.map((m) => ({ id: m.membershipId, cid: m.companyId, rid: m.roleId, evm: false })),
    ),
  };
}
