import * as z from 'zod/mini';

/** /event/{id}/exhibitors?q=&category=&exhibitor=<id>&view=leads: the list, one stand's page, or its lead scanner. */
export const exhibitorsSearchSchema = z.object({
  q: z.optional(z.catch(z.string().check(z.maxLength(100)), '')),
  category: z.optional(z.catch(z.string().check(z.maxLength(40)), '')),
  toVisit: z.optional(z.catch(z.boolean(), false)),
  exhibitor: z.optional(z.catch(z.string().check(z.maxLength(64)), '')),
  view: z.optional(z.catch(z.enum(['leads']), 'leads')),
});
export type ExhibitorsSearch = z.infer<typeof exhibitorsSearchSchema>;
