import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DropdownMenu } from '#client/components/menu/dropdown-menu.tsx';
import { MenuButton } from '#client/components/menu/menu-items.tsx';

function renderMenu() {
  render(
    <DropdownMenu label="Account menu" buttonContent="DD">
      <MenuButton onSelect={() => {}}>My Profile</MenuButton>
      <MenuButton onSelect={() => {}}>Connections</MenuButton>
      <MenuButton onSelect={() => {}}>Events</MenuButton>
      <MenuButton danger onSelect={() => {}}>
        Sign Out
      </MenuButton>
    </DropdownMenu>,
  );
  return screen.getByRole('button', { name: 'Account menu' });
}

describe('dropdown menu keyboard', () => {
  it('ArrowDown on the button opens the menu on its first item', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Profile' }));
  });

  it('ArrowUp opens on the last item; arrows wrap around', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    expect(document.activeElement?.textContent).toBe('Sign Out');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My Profile');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Sign Out');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('My Profile');
  });

  it('type-ahead moves to the item starting with the typed letter', () => {
    fireEvent.keyDown(renderMenu(), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'e' });
    expect(document.activeElement?.textContent).toBe('Events');
  });

  it('Escape closes the menu and gives focus back to the button', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('choosing an item closes the menu', () => {
    fireEvent.click(renderMenu());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Connections' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
