import type { z } from 'zod';
import type { saveSessionInput } from '#shared/contracts/schedule-admin.ts';

export type SaveSessionInput = z.input<typeof saveSessionInput>;
