import { getBrand } from '#client/lib/brand.ts';

/** The brand mark: two facing doorways, a hallway where people meet. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary-600 dark:fill-primary-500" />
      <path d="M9 8v16M23 8v16M9 16h14" stroke="white" strokeWidth="3.2" strokeLinecap="round" fill="none" />
      <circle cx="16" cy="10" r="2.2" fill="white" opacity="0.85" />
    </svg>
  );
}

/** compact: the name shows only from 480 px, leaving phone headers room for their tools. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${compact ? 'hidden min-[480px]:inline' : ''}`}>{getBrand()}</span>
    </span>
  );
}
