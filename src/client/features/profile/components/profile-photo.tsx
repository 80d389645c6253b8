interface ProfilePhotoProps {
  firstName: string;
  lastName: string;
  src: string | null | undefined;
  /** Tailwind size class, e.g. size-24. */
  className?: string;
}

/** A round photo, or the person's initials on the brand colour when there is none. */
export function ProfilePhoto({ firstName, lastName, src, className = 'size-24' }: ProfilePhotoProps) {
  if (src) return <img src={src} alt="" className={`${className} shrink-0 rounded-full object-cover ring-4 ring-white dark:ring-gray-900`} />;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary-600 to-fuchsia-500 text-3xl font-bold text-white ring-4 ring-white dark:ring-gray-900`}
    >
      {initials}
    </span>
  );
}
