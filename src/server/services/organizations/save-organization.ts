import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { organizationInput, organizationUpdateInput } from '#shared/contracts/organization.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { organizationMembers } from '../../db/schema/organization-members.ts';
import { organizations, type OrganizationRow } from '../../db/schema/organizations.ts';
import type { ServerDeps } from '../../deps.ts';
import { DomainError } from '../domain-error.ts';
import { resolveOrganizationLogo } from './organization-logo.ts';

const organizationHandleTakenMessage = 'This handle is taken. Try another one.';

const handleTaken = () => new DomainError('CONFLICT', organizationHandleTakenMessage);

async function assertHandleFree(db: Db, handle: string, exceptId: string | null): Promise<void> {
  const [other] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(exceptId ? and(eq(organizations.handle, handle), ne(organizations.id, exceptId)) : eq(organizations.handle, handle))
    .limit(1);
  if (other) throw handleTaken();
}

/** Two saves of one handle at once: the unique index decides, and the loser hears CONFLICT too. */
async function withHandleConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw handleTaken();
    throw error;
  }
}

/** Creates the organization with its creator as the owner. */
export async function createOrganization(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  accountId: string,
  input: z.output<typeof organizationInput>,
): Promise<OrganizationRow> {
  await assertHandleFree(deps.db, input.handle, null);
  const logoSrc = await resolveOrganizationLogo(deps.db, accountId, input.logoSrc, null);
  const now = deps.clock.now();
  return withHandleConflict(() =>
    deps.db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(organizations)
        .values({ handle: input.handle, name: input.name, description: input.description, logoSrc, createdAt: now, updatedAt: now })
        .returning();
      if (!organization) throw new Error('Organization insert returned no row');
      await tx.insert(organizationMembers).values({ organizationId: organization.id, accountId, role: 'owner', createdAt: now });
      return organization;
    }),
  );
}

/** Changes only the fields sent. */
export async function updateOrganization(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  accountId: string,
  current: OrganizationRow,
  input: z.output<typeof organizationUpdateInput>,
): Promise<OrganizationRow> {
  if (input.handle !== undefined && input.handle !== current.handle) await assertHandleFree(deps.db, input.handle, current.id);
  const logoSrc = input.logoSrc === undefined ? undefined : await resolveOrganizationLogo(deps.db, accountId, input.logoSrc, current.logoSrc);
  return withHandleConflict(async () => {
    const [updated] = await deps.db
      .update(organizations)
      .set({ name: input.name, handle: input.handle, description: input.description, logoSrc, updatedAt: deps.clock.now() })
      .where(eq(organizations.id, current.id))
      .returning();
    if (!updated) throw new Error('Organization update returned no row');
    return updated;
  });
}
