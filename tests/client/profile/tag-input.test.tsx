import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagInput } from '#client/features/profile/components/tag-input.tsx';

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      label="Interests"
      tags={tags}
      suggestions={['ai', 'design']}
      onChange={(next) => {
        setTags(next);
        onChange?.(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: 'Add your own' });

describe('TagInput', () => {
  it('adds a typed tag on Enter, lower-cased, as a removable chip, and announces it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(box(), 'Rust{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['rust']);
    expect(screen.getByRole('button', { name: 'Remove rust' })).toBeTruthy();
    expect(box()).toHaveProperty('value', '');
    expect(screen.getByText('Added rust')).toBeTruthy();
  });

  it('adds on a comma too, so "a, b," makes two tags, and ignores duplicates', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['go']} onChange={onChange} />);
    await user.type(box(), 'Kotlin, Go,Swift,');
    expect(onChange).toHaveBeenLastCalledWith(['go', 'kotlin', 'swift']);
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Remove go', 'Remove kotlin', 'Remove swift']);
  });

  it('switches a suggestion on and off with a pressed toggle button that keeps its place', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const ai = screen.getByRole('button', { name: 'ai' });
    expect(ai.getAttribute('aria-pressed')).toBe('false');
    await user.click(ai);
    expect(onChange).toHaveBeenLastCalledWith(['ai']);
    expect(screen.getByRole('button', { name: 'ai' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'ai' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('typing a suggested tag presses its button instead of adding a chip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'Design{Enter}');
    expect(screen.getByRole('button', { name: 'design' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Remove design' })).toBeNull();
  });

  it('removes the last tag with Backspace in the empty box, and a chip with its remove button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['one', 'two', 'three']} onChange={onChange} />);
    await user.click(box());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['one', 'two']);
    await user.click(screen.getByRole('button', { name: 'Remove one' }));
    expect(onChange).toHaveBeenLastCalledWith(['two']);
    // Focus goes back to the text box rather than being lost with the removed button.
    expect(document.activeElement).toBe(box());
  });

  it('explains a tag that is too long and marks the box invalid', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(box(), `${'x'.repeat(41)}{Enter}`);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Keep each tag under 40 characters')).toBeTruthy();
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the Add button disabled until something is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    await user.type(box(), 'ux');
    expect(add).toHaveProperty('disabled', false);
    await user.click(add);
    expect(screen.getByRole('button', { name: 'Remove ux' })).toBeTruthy();
  });

  it('is a labelled group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Interests' })).toBeTruthy();
  });
});
