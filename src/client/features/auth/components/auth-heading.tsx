import type { ReactNode } from 'react';
import { LogoMark } from '#client/components/ui/logo.tsx';

export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <LogoMark className="size-10" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{children}</p> : null}
    </div>
  );
}
