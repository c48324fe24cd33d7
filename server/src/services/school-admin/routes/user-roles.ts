// The school admin route: the signed-in user's roles per product (the access rules read them).
import { USER } from '@homework/contracts';
import { routesOn, scopeOf, type ServiceApp } from '../../../kit';
import { findRoles } from '../queries';
import { answers, ListOf, RoleRecordSchema } from '@homework/contracts/schemas';

export function registerUserRolesRoute(api: ServiceApp): void {
  const route = routesOn(api);
  const { db } = api;
  route(
    USER.roleCurrentUser,
    {
      access: 'authenticated',
      schema: {
        summary: "The signed-in user's roles, one record per product code",
        response: answers(ListOf(RoleRecordSchema)),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      return findRoles(db, schoolId, userId);
    },
  );
}
