import { describe, expect, it } from 'vitest';
import { profileInput } from '#shared/contracts/profile.ts';
import { draftFromProfile, toProfileInput, type ProfileDraft } from '#client/features/profile/profile-draft.ts';
import { validateDraft } from '#client/features/profile/profile-validation.ts';

const empty: ProfileDraft = {
  handle: 'grace-hopper',
  headline: '',
  company: '',
  bio: '',
  interests: [],
  lookingFor: [],
  offers: [],
  visibility: 'everyone',
  links: [],
  pictureSrc: null,
  thumbnailSrc: null,
};
const link = (url: string, label = '') => ({ key: url, url, label, type: 'website' as const });

describe('validateDraft (what the profile forms check before saving)', () => {
  it('accepts an empty profile: every field is optional', () => {
    expect(validateDraft(empty)).toEqual({});
  });

  it('words handle mistakes like the contract does', () => {
    expect(validateDraft({ ...empty, handle: 'ab' }).handle).toEqual(['Use at least 3 characters']);
    expect(validateDraft({ ...empty, handle: 'grace--hopper' }).handle).toEqual(['Use letters, digits and single dashes']);
    expect(validateDraft({ ...empty, handle: 'x'.repeat(41) }).handle).toEqual(['Use at most 40 characters']);
    expect(validateDraft({ ...empty, handle: 'New' }).handle).toEqual(['This handle is reserved. Try another one.']);
    // Upper case is fine: it is stored lower-cased.
    expect(validateDraft({ ...empty, handle: 'Grace-Hopper' })).toEqual({});
  });

  it('checks each link row and points at the row that is wrong', () => {
    const errors = validateDraft({ ...empty, links: [link('grace.dev'), link('javascript:alert(1)'), link('', 'My blog')] });
    expect(errors['links.0.url']).toBeUndefined(); // https:// is added for people who leave it out
    expect(errors['links.1.url']).toEqual(['Enter a web address starting with https://']);
    expect(errors['links.2.url']).toEqual(['Enter the web address']);
  });

  it('ignores the empty "add a link" row, and counts characters in the bio', () => {
    expect(validateDraft({ ...empty, links: [link('')] })).toEqual({});
    expect(validateDraft({ ...empty, bio: 'x'.repeat(1001) }).bio).toEqual(['Use at most 1000 characters']);
    expect(validateDraft({ ...empty, headline: 'x'.repeat(121) }, ['bio'])).toEqual({});
  });

  it('words the limits of the other fields as the contract does', () => {
    expect(validateDraft({ ...empty, headline: 'x'.repeat(121) }).headline).toEqual(['Use at most 120 characters']);
    expect(validateDraft({ ...empty, interests: ['x'.repeat(41)] }).interests).toEqual(['Keep each tag under 40 characters']);
    expect(validateDraft({ ...empty, offers: Array.from({ length: 31 }, (_, i) => `t${i}`) }).offers).toEqual(['You can add up to 30']);
    expect(validateDraft({ ...empty, links: [link('https://grace.dev', 'x'.repeat(81))] })['links.0.label']).toEqual(['Use at most 80 characters']);
    expect(validateDraft({ ...empty, links: [link(`https://grace.dev/${'x'.repeat(2048)}`)] })['links.0.url']).toEqual(['Enter a web address starting with https://']);
    expect(validateDraft({ ...empty, links: Array.from({ length: 11 }, (_, i) => link(`https://example.com/${i}`)) }).links).toEqual(['Add at most 10 links']);
  });
});

// The page checks field by field with the contract's field schemas, adding a scheme to links and
// leaving out the empty link row: the draft must get the verdict the whole input gets on the server.
describe('the forms agree with the whole input the server checks', () => {
  it.each([
    ['a plain draft', empty],
    ['links with and without a scheme', { ...empty, links: [link('grace.dev', 'Site'), link('https://github.com/grace')] }],
    ['a script link', { ...empty, links: [link('javascript:alert(1)')] }],
    ['a data link', { ...empty, links: [link('data:text/html,hi')] }],
    ['a long bio', { ...empty, bio: 'x'.repeat(1001) }],
    ['a bio over several lines', { ...empty, bio: 'Line one\nline two\ttabbed' }],
    ['a NUL in the bio', { ...empty, bio: 'Bio\u0000' }],
    ['a line break inside the company', { ...empty, company: 'Acme\nCorp' }],
    ['a control character in a tag', { ...empty, interests: ['rust\u0007'] }],
    ['a line break in a link label', { ...empty, links: [link('https://grace.dev', 'My\nsite')] }],
    ['a NUL in a link address', { ...empty, links: [link('https://grace.dev/\u0000')] }],
    ['a long headline', { ...empty, headline: 'x'.repeat(121) }],
    ['a long tag', { ...empty, interests: ['x'.repeat(41)] }],
    ['31 tags', { ...empty, offers: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
    ['11 links', { ...empty, links: Array.from({ length: 11 }, (_, i) => link(`https://example.com/${i}`)) }],
    ['an uploaded photo', { ...empty, pictureSrc: '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAA.webp', thumbnailSrc: '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAA-thumb.webp' }],
    ['a photo from another site', { ...empty, pictureSrc: 'https://tracker.example/pixel.gif' }],
    ['a NUL for the photo', { ...empty, pictureSrc: '\u0000' }],
    ['a thumbnail sent as the photo', { ...empty, pictureSrc: '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAA-thumb.webp' }],
  ] satisfies Array<[string, ProfileDraft]>)('%s', (_name, draft) => {
    const clientOk = Object.keys(validateDraft(draft)).length === 0;
    expect(clientOk).toBe(profileInput.safeParse(toProfileInput(draft)).success);
  });
});

describe('drafts', () => {
  it('round-trip a saved profile into the input the server takes', () => {
    const draft = draftFromProfile({
      accountId: '5eed0000-0000-4000-8000-0000000000b1',
      handle: 'grace',
      firstName: 'Grace',
      lastName: 'Hopper',
      picture: { src: '/uploads/avatar/a.webp' },
      thumbnail: { src: '/uploads/avatar/a-thumb.webp' },
      headline: 'Admiral',
      company: 'Navy',
      bio: '',
      interests: ['cobol'],
      lookingFor: [],
      offers: ['mentoring'],
      visibility: 'connections',
      links: [{ id: '5eed0000-0000-4000-8000-0000000000c1', label: '', url: 'https://grace.example/', type: 'mastodon', icon: null }],
      setupCompletedAt: null,
    });
    expect(toProfileInput(draft)).toEqual({
      handle: 'grace',
      headline: 'Admiral',
      company: 'Navy',
      bio: '',
      interests: ['cobol'],
      lookingFor: [],
      offers: ['mentoring'],
      visibility: 'connections',
      links: [{ label: '', url: 'https://grace.example/', type: 'mastodon' }],
      pictureSrc: '/uploads/avatar/a.webp',
    });
  });
});
