import { handleMaxLength, handleSchema } from '#shared/contracts/handle.ts';

// Handles appear in addresses (/org/{handle}): lower-case letters, digits and single dashes
// (src/shared/contracts/handle.ts). Suggestions and tidying keep within that rule as the name is typed.

/** "Café Société Montréal!" → "cafe-societe-montreal": the handle we suggest as the name is typed. */
export function suggestHandle(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, handleMaxLength)
    .replace(/-+$/g, '');
}

/** What typing into the handle box keeps: lower case, spaces become dashes, nothing else odd. */
export function tidyHandleInput(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, handleMaxLength);
}

/** The contract's rule in the contract's words; null when the handle is fine. */
export function handleProblem(handle: string): string | null {
  const result = handleSchema.safeParse(handle);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Use letters, digits and single dashes');
}
