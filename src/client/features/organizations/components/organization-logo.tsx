/** The organization's logo, or its initial on the brand colour. */
export function OrganizationLogo({ name, src, className = 'size-16 text-2xl' }: { name: string; src: string | null | undefined; className?: string }) {
  if (src) return <img src={src} alt="" className={`${className} shrink-0 rounded-2xl bg-white object-cover ring-1 ring-gray-200 dark:ring-gray-700`} />;
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-primary-600 to-primary-400 font-black text-white`}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
