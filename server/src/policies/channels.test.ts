import { describe, expect, it } from 'vitest';
import { grantChannels } from './channels.ts';
import { ANONYMOUS } from './principal.ts';

const user = (f: Partial<typeof ANONYMOUS>) => ({ ...ANONYMOUS, userId: 1, email: 'u@x.y', ...f });
const all = ['acme-admin', 'acme-research', 'acme-all'];

describe('live channel grants', () => {
  it('grants by role and ignores the rest', () => {
    expect(grantChannels(user({ isAdmin: true }), 'acme', all)).toEqual(['admin', 'research', 'all']);
    expect(grantChannels(user({ isResearch: true }), 'acme', all)).toEqual(['research', 'all']);
    expect(grantChannels(user({}), 'acme', all)).toEqual(['all']);
  });

  it('never grants another tenant’s channels, forged names or unknown audiences', () => {
    const admin = user({ isAdmin: true });
    expect(
      grantChannels(admin, 'acme', ['other-admin', 'other-all', 'acme-', 'acme-root', 'acmeadmin', 'acme-admin-x']),
    ).toEqual([]);
    expect(grantChannels(admin, 'acme', ['acme-all', 'acme-all'])).toEqual(['all']);
  });
});
