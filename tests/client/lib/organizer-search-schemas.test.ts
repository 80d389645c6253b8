import { describe, expect, it } from 'vitest';
import { joinSearch, newEventSearch, organizationPageSearch, peopleSearch } from '#client/lib/search-schemas.ts';

describe('search params of the organizer pages', () => {
  it('people: search text, role and page; anything malformed is dropped', () => {
    expect(peopleSearch.parse({ q: '2026' })).toEqual({ q: '2026' });
    expect(peopleSearch.parse({ q: 2026 })).toEqual({});
    expect(peopleSearch.parse({ q: 'ada', role: 'speaker', page: 3 })).toEqual({ q: 'ada', role: 'speaker', page: 3 });
    expect(peopleSearch.parse({ role: 'wizard', page: 0 })).toEqual({});
    expect(peopleSearch.parse({ page: 1.5 })).toEqual({});
  });

  it('organization page: a token-shaped invitation and a known tab', () => {
    expect(organizationPageSearch.parse({ invitation: 'x'.repeat(43), tab: 'members' })).toEqual({ invitation: 'x'.repeat(43), tab: 'members' });
    expect(organizationPageSearch.parse({ invitation: 'short', tab: 'billing' })).toEqual({});
  });

  it('join: token and code within bounds; new event: a uuid organization', () => {
    expect(joinSearch.parse({ code: 'KW7ZGKEX' })).toEqual({ code: 'KW7ZGKEX' });
    expect(joinSearch.parse({ token: 'tiny', code: 'x'.repeat(41) })).toEqual({});
    expect(newEventSearch.parse({ organization: '5eed0000-0000-4000-8000-000000000001' })).toEqual({ organization: '5eed0000-0000-4000-8000-000000000001' });
    expect(newEventSearch.parse({ organization: 'nope' })).toEqual({});
  });
});
