interface AvatarProps {
  firstName?: string;
  lastName?: string;
  src?: string | null;
  size?: 'sm' | 'md';
}

/** The account's picture, or its initials on the brand colour when there is none. */
export function Avatar({ firstName = '', lastName = '', src, size = 'sm' }: AvatarProps) {
  const box = size === 'sm' ? 'size-8 text-xs' : 'size-12 text-base';
  if (src) return <img src={src} alt="" className={`${box} rounded-full object-cover`} />;
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
