import { describe, expect, it } from 'vitest';
import { handleSchema } from '#shared/contracts/handle.ts';
import { handleProblem, suggestHandle, tidyHandleInput } from '#client/features/organizations/handle-suggestion.ts';
import { checkOrganizationDraft, emptyOrganizationDraft } from '#client/features/organizations/organization-draft.ts';

describe('organization handles', () => {
  it('suggests a handle from the name as it is typed', () => {
    expect(suggestHandle('Northern Tech Community')).toBe('northern-tech-community');
    expect(suggestHandle('Café Société — Montréal!')).toBe('cafe-societe-montreal');
    expect(suggestHandle('  R&D   Days 2027 ')).toBe('r-and-d-days-2027');
    expect(suggestHandle('x'.repeat(30) + ' ' + 'y'.repeat(30))).toHaveLength(40);
    expect(suggestHandle('a'.repeat(39) + ' b')).toBe('a'.repeat(39));
  });

  it('tidies what is typed into the handle box', () => {
    expect(tidyHandleInput('My Org_Name')).toBe('my-org-name');
    expect(tidyHandleInput('hello!!--world')).toBe('hello-world');
  });

  it('says what is wrong with a handle in the contract\'s words, before sending', () => {
    expect(handleProblem('northern-tech')).toBeNull();
    expect(handleProblem(' ABC ')).toBeNull();
    expect(handleProblem('ab')).toBe('Use at least 3 characters');
    expect(handleProblem('x'.repeat(41))).toBe('Use at most 40 characters');
    for (const handle of ['-abc', 'abc-', 'a--b', 'caf\u00e9', 'with space']) expect(handleProblem(handle), handle).toBe('Use letters, digits and single dashes');
    // A path beside /org/{handle}: refused on the page as on the server.
    expect(handleProblem('new')).toBe('This handle is reserved. Try another one.');
    // Every suggestion of a real name is a valid handle.
    for (const name of ['Northern Tech Community', 'Café Société', 'R&D Days 2027', 'The 100 Club']) {
      expect(handleSchema.safeParse(suggestHandle(name)).success, name).toBe(true);
    }
  });

  it('checks the whole form before sending', () => {
    expect(checkOrganizationDraft(emptyOrganizationDraft)).toEqual({ name: ['Name is required'], handle: ['Use at least 3 characters'] });
    expect(checkOrganizationDraft({ ...emptyOrganizationDraft, name: 'Harbour Makers', handle: 'harbour-makers' })).toEqual({});
  });
});
