// Class lists for every form and card of the app, so every field has the same
// 44 px height, label, hint and error look in light and dark mode.
export const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800';
export const fieldLabel = 'block text-sm font-medium text-gray-800 dark:text-gray-200';
export const fieldHint = 'mt-1 text-xs text-gray-500 dark:text-gray-400';
export const fieldError = 'mt-1 text-sm text-red-600 dark:text-red-400';
export const inputBase =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-sm placeholder:text-gray-400 focus:border-primary-500 focus:outline-2 focus:outline-primary-500/40 aria-invalid:border-red-500 disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
export const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';
