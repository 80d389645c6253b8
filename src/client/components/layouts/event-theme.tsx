import { useMemo, type ReactNode } from 'react';
import { themeVars } from '#client/lib/theme/theme-vars.ts';

const warn = (message: string) => console.warn(message);

/**
 * An event's own pages in the colours its organizer chose (console → Details → colours): the
 * palette's shades become the primary and gray colours of everything inside. `display: contents`
 * adds no box, so layouts are unchanged; the custom properties still pass down the tree. With no
 * theme (not known yet, or not wanted) the wrapper stays, so the pages inside never remount.
 */
export function EventTheme({ theme, children }: { theme: { primary: string; gray: string } | null; children: ReactNode }) {
  const primary = theme?.primary;
  const gray = theme?.gray;
  const style = useMemo(() => (primary !== undefined && gray !== undefined ? themeVars(primary, gray, warn) : undefined), [primary, gray]);
  return (
    <div data-event-theme={primary} style={style} className="contents">
      {children}
    </div>
  );
}
