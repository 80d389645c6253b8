import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeatureFlagName, FeatureFlags } from '#shared/contracts/event.ts';
import { FeaturesEditor } from '#client/features/event-console/components/features-editor.tsx';
import { allFlagsOff, makeEvent } from '../helpers/factories.ts';

const organizerPermissions = makeEvent({ membership: { attendeeId: '5eed0000-0000-4000-8000-0000000000a1', role: 'organizer' } });

function Harness({ initial, onToggle }: { initial: FeatureFlags; onToggle?: (flag: FeatureFlagName, on: boolean) => void }) {
  const [flags, setFlags] = useState(initial);
  return (
    <FeaturesEditor
      event={{ ...organizerPermissions, viewerPermissions: ['Event::Event::Update', 'Event::Feature::Update', 'Event::Invitation::Read'] }}
      flags={flags}
      saving={new Set()}
      onToggle={(flag, on) => {
        setFlags((current) => ({ ...current, [flag]: on }));
        onToggle?.(flag, on);
      }}
    />
  );
}

const preview = () => screen.getByRole('region', { name: 'Attendee menu preview' });
const previewEntries = () => within(preview()).getAllByRole('listitem').map((item) => item.textContent?.trim());

describe('feature switches with the attendee-menu preview', () => {
  it('shows the ten switches as accessible switches with their state', () => {
    render(<Harness initial={{ ...allFlagsOff, enableSchedule: true }} />);
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(10);
    expect(screen.getByRole('switch', { name: 'Schedule' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Networking bingo' }).getAttribute('aria-checked')).toBe('false');
    // Each switch says what it adds to the menu (read off the real menu entries).
    expect(screen.getByRole('switch', { name: 'Attendees & speakers' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/In the menu: Attendees, Speakers\./)).toBeTruthy();
  });

  it('flipping a switch on shows its entry in the preview, and off hides it again', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Harness initial={{ ...allFlagsOff, enableSchedule: true }} onToggle={onToggle} />);
    expect(previewEntries()).toEqual(['Schedule', 'My Profile', 'Event Details']);

    await user.click(screen.getByRole('switch', { name: 'Networking bingo' }));
    expect(onToggle).toHaveBeenLastCalledWith('enableBingo', true);
    expect(screen.getByRole('switch', { name: 'Networking bingo' }).getAttribute('aria-checked')).toBe('true');
    expect(previewEntries()).toEqual(['Schedule', 'My Profile', 'Networking Bingo', 'Event Details']);
    expect(within(preview()).getByRole('heading', { name: 'Connect' })).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Networking bingo' }));
    expect(onToggle).toHaveBeenLastCalledWith('enableBingo', false);
    expect(previewEntries()).toEqual(['Schedule', 'My Profile', 'Event Details']);
    expect(within(preview()).queryByRole('heading', { name: 'Connect' })).toBeNull();
  });

  it('the attendee list switch drives both the Attendees tile and the Speakers entry', async () => {
    const user = userEvent.setup();
    render(<Harness initial={allFlagsOff} />);
    expect(within(preview()).queryByRole('list', { name: 'Quick links' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Attendees & speakers' }));
    expect(within(preview()).getByRole('list', { name: 'Quick links' }).textContent).toBe('Attendees');
    expect(previewEntries()).toContain('Speakers');
  });

  it('the keyboard toggles a switch (it is a button: Space and Enter)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={allFlagsOff} />);
    const sponsors = screen.getByRole('switch', { name: 'Sponsors' });
    sponsors.focus();
    await user.keyboard(' ');
    expect(sponsors.getAttribute('aria-checked')).toBe('true');
    expect(previewEntries()).toContain('Sponsors');
    await user.keyboard('{Enter}');
    expect(sponsors.getAttribute('aria-checked')).toBe('false');
    expect(previewEntries()).not.toContain('Sponsors');
  });

  it('keeps a live count and the list of what attendees see', async () => {
    const user = userEvent.setup();
    render(<Harness initial={allFlagsOff} />);
    expect(screen.getByText('0 of 10 on.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Updates' }));
    expect(screen.getByText('1 of 10 on.')).toBeTruthy();
    expect(screen.getByText(/Attendees see: Updates · My Profile · Event Details/)).toBeTruthy();
  });

  it('the preview is a picture of the menu: nothing to follow or tab to, and no organizer entries', () => {
    render(<Harness initial={{ ...allFlagsOff, enableSchedule: true, enableAlbum: true }} />);
    expect(within(preview()).queryAllByRole('link')).toHaveLength(0);
    expect(within(preview()).queryAllByRole('button')).toHaveLength(0);
    expect(within(preview()).queryByRole('heading', { name: 'Organizer' })).toBeNull();
    expect(within(preview()).getByRole('heading', { name: 'Northern Lights Summit' })).toBeTruthy();
  });
});
