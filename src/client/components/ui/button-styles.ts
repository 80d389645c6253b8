// Shared class lists for buttons and button-like links, so every control has the same
// size (44 px touch target), shape and focus ring.
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-primary-600 text-white shadow-sm hover:bg-primary-700 focus-visible:outline-primary-600 dark:bg-primary-500 dark:hover:bg-primary-400`,
  secondary: `${base} border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800`,
  ghost: `${base} text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800`,
  danger: `${base} bg-red-600 text-white hover:bg-red-700`,
} as const;

/** A round 44 px icon button for the header and dialogs. */
export const iconButton =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';
