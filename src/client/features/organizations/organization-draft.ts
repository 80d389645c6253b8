import type { Organization } from '#shared/contracts/organization.ts';
import { handleProblem } from './handle-suggestion.ts';

export interface OrganizationDraft {
  name: string;
  handle: string;
  description: string;
  logoSrc: string | null;
}

export type OrganizationFieldErrors = Partial<Record<keyof OrganizationDraft, string[]>>;

export const organizationLimits = { name: 120, description: 2000 } as const;

export const emptyOrganizationDraft: OrganizationDraft = { name: '', handle: '', description: '', logoSrc: null };

export function draftFromOrganization(organization: Organization): OrganizationDraft {
  return { name: organization.name, handle: organization.handle, description: organization.description, logoSrc: organization.logo?.src ?? null };
}

/** The contract's checks (organizationInput), before anything is sent. */
export function checkOrganizationDraft(draft: OrganizationDraft): OrganizationFieldErrors {
  const errors: OrganizationFieldErrors = {};
  const name = draft.name.trim();
  if (name.length < 2) errors.name = ['Name is required'];
  else if (name.length > organizationLimits.name) errors.name = [`Use at most ${organizationLimits.name} characters`];
  const handle = handleProblem(draft.handle);
  if (handle) errors.handle = [handle];
  if (draft.description.trim().length > organizationLimits.description) errors.description = [`Use at most ${organizationLimits.description} characters`];
  return errors;
}

export function hasFieldErrors(errors: OrganizationFieldErrors): boolean {
  return Object.values(errors).some((messages) => messages && messages.length > 0);
}
