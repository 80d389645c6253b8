// The chip look for profile tags (interests, what someone offers or looks for). Cards and form
// fields use the app's shared class lists in components/ui/form-styles.ts.
export const chip = 'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium';
