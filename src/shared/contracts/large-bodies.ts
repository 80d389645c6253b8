// Kept free of zod: the page loads it (src/client/lib/trpc.ts), and the page never loads classic zod.

/**
 * The tRPC calls whose body may pass the usual 1 MB (the attendee import sends the whole file):
 * the server allows it only to a signed-in caller calling one of them alone, so the client sends
 * them alone, never in a batch.
 */
export const largeBodyProcedures: readonly string[] = ['people.importPreview', 'people.importCommit'];
