interface AvatarProps {
  firstName?: string;
  lastName?: string;
  src?: string | null;
  size?: 'sm' | 'md';
}

/** The account's picture, or its initials on the brand colour when there is none. */
export function Avatar({ firstName = '', lastName = '', src, size = 'sm' }: AvatarProps) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-12 text-base';
  // Lazy: a long list's pictures below the fold wait for a scroll, and those on screen are asked
  // for once the page has laid out its text, not alongside the code and data the first screen
  // is waiting for on a slow link (issue 35).
  if (src) return <img src={src} alt="" loading="lazy" decoding="async" className={`${box} rounded-full object-cover`} />;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center rounded-full bg-primary-600 font-semibold text-white dark:bg-primary-500`}
    >
      {initials}
    </span>
  );
}
