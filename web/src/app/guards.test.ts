import type { TAuthState } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { decide } from './guards.tsx';

const user = (f: Partial<TAuthState>): TAuthState => ({
  token: 't',
  email: 'a@b.c',
  alias: null,
  id: 1,
  is_admin: false,
  is_research: false,
  is_tenant_admin: false,
  asset_id: null,
  tenant_id: 1,
  payment_access_link: null,
  payment_access_message: null,
  ...f,
});

describe('route guards', () => {
  it('sends visitors to /login and users without the role to 403', () => {
    expect(decide('research', null)).toBe('login');
    expect(decide('research', user({}))).toBe('forbidden');
    expect(decide('research', user({ is_research: true }))).toBe('allow');
    expect(decide('research', user({ is_admin: true }))).toBe('allow');
    expect(decide('admin', user({ is_research: true }))).toBe('forbidden');
    expect(decide('admin', user({ is_admin: true }))).toBe('allow');
    expect(decide('tenantAdmin', user({ is_admin: true }))).toBe('forbidden');
    expect(decide('tenantAdmin', user({ is_tenant_admin: true }))).toBe('allow');
    expect(decide('open', null)).toBe('allow');
  });
});
