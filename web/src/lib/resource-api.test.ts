import { ZKeyword } from '@intel/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkShape, resourceKeys } from './resource-api.ts';

describe('checkShape', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports an answer that drifted from its contract and returns it as sent', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = { id: 'x', name: 3 };
    expect(checkShape(ZKeyword, answer, '/keywords/1/', true)).toBe(answer);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('/keywords/1/');
  });

  it('is silent when checks are off (production, and tests with partial fixtures)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkShape(ZKeyword, { id: 'x' }, '/keywords/1/', false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('resourceKeys', () => {
  it('starts every key with the path, so one prefix reaches a resource', () => {
    const keys = resourceKeys('/keywords');
    expect(keys.list({ limit: 25 })).toEqual(['/keywords', 'list', { limit: 25 }]);
    expect(keys.detail(5)).toEqual(['/keywords', 'one', '5']);
    expect(keys.lists()).toEqual(['/keywords', 'list']);
  });
});
