import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OrganizationFields } from '#client/features/organizations/components/organization-fields.tsx';
import { emptyOrganizationDraft } from '#client/features/organizations/organization-draft.ts';

describe('the organization form’s logo (the shared LogoField)', () => {
  it('shows the saved logo with its hint and the server’s message for it, and removes it', () => {
    const onChange = vi.fn();
    render(
      <OrganizationFields
        draft={{ ...emptyOrganizationDraft, name: 'Northwind', handle: 'northwind', logoSrc: '/uploads/northwind.webp' }}
        errors={{ logoSrc: ['Use a logo you uploaded'] }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe('/uploads/northwind.webp');
    expect(screen.getByText('A square image works best. JPEG, PNG, WebP or GIF up to 8 MB.')).toBeTruthy();
    expect(screen.getByText('Use a logo you uploaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onChange).toHaveBeenCalledWith({ logoSrc: null });
  });
});
