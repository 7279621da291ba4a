import { describe, expect, it } from 'vitest';
import { mayManageUser, roleRank } from './users.ts';

const reader = { isAdmin: false, isResearch: false, isTenantAdmin: false };
const research = { ...reader, isResearch: true };
const admin = { ...research, isAdmin: true };
const tenantAdmin = { ...admin, isTenantAdmin: true };

describe('user management policy', () => {
  it('ranks tenant admin > admin > research > reader', () => {
    expect([reader, research, admin, tenantAdmin].map(roleRank)).toEqual([0, 1, 2, 3]);
    expect(roleRank({ ...reader, isTenantAdmin: true })).toBe(3);
  });

  it('lets a role act on its own level and below, never above', () => {
    const ladder = [reader, research, admin, tenantAdmin];
    ladder.forEach((actor, i) => {
      ladder.forEach((target, j) => {
        expect(mayManageUser(actor, target), `${i} on ${j}`).toBe(j <= i);
      });
    });
  });
});
