// Handles appear in addresses (/org/{handle}): lower-case letters, digits and single dashes,
// 3 to 40 characters (src/shared/contracts/handle.ts handleSchema, mirrored here).
const handleMinLength = 3;
export const handleMaxLength = 40;
const handlePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
  const value = handle.trim().toLowerCase();
  if (value.length < handleMinLength) return `Use at least ${handleMinLength} characters`;
  if (value.length > handleMaxLength) return `Use at most ${handleMaxLength} characters`;
  if (!handlePattern.test(value)) return 'Use letters, digits and single dashes';
  return null;
}
