import { describe, expect, it } from 'vitest';
import { ANONYMOUS, accessLevel, hasAdminRole, hasResearchRole, mayRead, readableVisibilities } from './principal.ts';

const user = (flags: Partial<typeof ANONYMOUS>) => ({ ...ANONYMOUS, userId: 1, email: 'a@b.c', ...flags });

describe('principal policies', () => {
  it('grades access levels', () => {
    expect(accessLevel(ANONYMOUS)).toBe('public');
    expect(accessLevel(user({}))).toBe('paywall');
    expect(accessLevel(user({ isResearch: true }))).toBe('research');
    expect(accessLevel(user({ isAdmin: true }))).toBe('admin');
    expect(accessLevel(user({ isTenantAdmin: true }))).toBe('admin');
  });

  it('lets each level read exactly its visibilities', () => {
    expect(readableVisibilities(ANONYMOUS)).toEqual(['public']);
    expect(readableVisibilities(user({}))).toEqual(['public', 'paywalled']);
    expect(readableVisibilities(user({ isResearch: true }))).toEqual(['public', 'paywalled', 'hidden']);
    expect(mayRead(ANONYMOUS, 'paywalled')).toBe(false);
    expect(mayRead(user({}), 'hidden')).toBe(false);
    expect(mayRead(user({ isAdmin: true }), 'hidden')).toBe(true);
  });

  it('admin implies research, research does not imply admin', () => {
    expect(hasResearchRole(user({ isAdmin: true }))).toBe(true);
    expect(hasAdminRole(user({ isResearch: true }))).toBe(false);
  });
});
