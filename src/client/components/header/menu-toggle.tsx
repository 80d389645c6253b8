import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { iconButton } from '../ui/button-styles.ts';
import { useUiStore } from '#client/stores/ui-store.ts';

/** The hamburger opens the event menu and turns into a close button while it is open. */
export function MenuToggle() {
  const open = useUiStore((s) => s.menuOpen);
  const toggle = useUiStore((s) => s.toggleMenu);
  return (
    <button
      type="button"
      aria-label={open ? 'Close event menu' : 'Open event menu'}
      aria-expanded={open}
      aria-controls="event-menu"
      className={`${iconButton} relative z-50`}
      onClick={toggle}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
