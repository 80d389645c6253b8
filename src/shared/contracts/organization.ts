import { z } from 'zod';
import { idSchema, multiLine, pictureSchema, singleLine, unixSecondsSchema, uploadedPictureSrcSchema } from './common.ts';
import { organizationRoles } from '../rules/permissions.ts';
import { handleSchema } from './handle.ts';

const organizationRoleSchema = z.enum(organizationRoles);
export const invitationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

// handleSchema (handle.ts) is written in zod/mini: the profile forms check handles with it too.
const organizationFields = {
  name: singleLine(z.string().trim().min(2, { error: 'Name is required' }).max(120)),
  handle: handleSchema,
  description: multiLine(z.string().trim().max(2000)),
  /** An /uploads/… path returned by the upload endpoint (purpose "logo"), or null for none. */
  logoSrc: uploadedPictureSrcSchema.nullable(),
};
export const organizationInput = z.object({
  ...organizationFields,
  description: organizationFields.description.default(''),
  logoSrc: organizationFields.logoSrc.default(null),
});
/**
 * Only the fields sent change. Built from the fields without defaults on purpose: zod 4
 * applies a default inside .partial(), which would blank the description and logo
 * whenever the name alone is saved.
 */
export const organizationUpdateInput = z.object(organizationFields).partial().extend({ id: idSchema });

export const organizationSchema = z.object({
  id: idSchema,
  handle: z.string(),
  name: z.string(),
  description: z.string(),
  logo: pictureSchema.nullable(),
  /** The viewer's role, null for visitors. */
  myRole: organizationRoleSchema.nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const organizationMemberSchema = z.object({
  accountId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  joinedAt: unixSecondsSchema,
});

export const organizationInvitationSchema = z.object({
  id: idSchema,
  organizationId: idSchema,
  /** For links to /org/{handle} from "my invitations". */
  organizationHandle: z.string(),
  organizationName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  status: invitationStatusSchema,
  createdAt: unixSecondsSchema,
  expiresAt: unixSecondsSchema,
});

export const inviteOrganizationMemberInput = z.object({
  organizationId: idSchema,
  email: z.string().trim().pipe(z.email({ error: 'Enter a valid email address' }).max(254)).transform((v) => v.toLowerCase()),
  role: organizationRoleSchema,
});
export const invitationTokenInput = z.object({ token: singleLine(z.string().min(20).max(200)) });
export const organizationHandleInput = z.object({ handle: handleSchema });
export const organizationIdInput = z.object({ organizationId: idSchema });
export const organizationMemberRoleInput = z.object({ organizationId: idSchema, accountId: idSchema, role: organizationRoleSchema });
export const organizationMemberInput = z.object({ organizationId: idSchema, accountId: idSchema });

export const organizationListSchema = z.object({ items: z.array(organizationSchema) });
export const organizationMembersResult = z.object({
  items: z.array(organizationMemberSchema),
  /** Open invitations, for those who may invite (empty for everyone else). */
  invitations: z.array(organizationInvitationSchema),
});
export const organizationInvitationListSchema = z.object({ items: z.array(organizationInvitationSchema) });
