import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { EventTheme } from '#client/components/layouts/event-theme.tsx';
import { paletteColours } from '#client/lib/theme/palette-colours.ts';
import { readablePrimary } from '#client/lib/theme/theme-vars.ts';

const wrapperOf = (text: string) => screen.getByText(text).parentElement!;

describe("an event's pages in its colours", () => {
  it("sets the chosen palettes' shades as the primary and gray colours inside", () => {
    render(
      <EventTheme theme={{ primary: 'orange', gray: 'slate' }}>
        <p>Inside</p>
      </EventTheme>,
    );
    const style = wrapperOf('Inside').style;
    // Orange's own 600 is too light for white text; the shade drawn is the readable one.
    expect(style.getPropertyValue('--color-primary-600')).toBe(readablePrimary(paletteColours.orange)[6]);
    expect(style.getPropertyValue('--color-primary-100')).toBe(paletteColours.orange[1]);
    expect(style.getPropertyValue('--color-gray-100')).toBe(paletteColours.slate[1]);
  });

  it('falls back to green and cool gray, with a warning, for colours not in the palette', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <EventTheme theme={{ primary: 'chartreuse', gray: 'slate' }}>
        <p>Fallback</p>
      </EventTheme>,
    );
    expect(wrapperOf('Fallback').style.getPropertyValue('--color-primary-600')).toBe(readablePrimary(paletteColours.green)[6]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the app colours without a theme, and the same wrapper (pages inside do not remount)', () => {
    const { rerender } = render(
      <EventTheme theme={null}>
        <input aria-label="Typed" defaultValue="kept" />
      </EventTheme>,
    );
    const input = screen.getByRole('textbox', { name: 'Typed' });
    expect(input.parentElement!.getAttribute('style')).toBeNull();
    rerender(
      <EventTheme theme={{ primary: 'purple', gray: 'zinc' }}>
        <input aria-label="Typed" defaultValue="kept" />
      </EventTheme>,
    );
    expect(screen.getByRole('textbox', { name: 'Typed' })).toBe(input);
    expect(input.parentElement!.style.getPropertyValue('--color-primary-600')).toBe(paletteColours.purple[6]);
  });
});
