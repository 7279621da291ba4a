import type { TClient } from '@intel/contracts';
import { ZClientCreate, ZClientPatch } from '@intel/contracts';
import { describe, expect, it } from 'vitest';
import { toBody, toFormValues } from './client-fields.tsx';

const client: TClient = {
  id: 4,
  subdomain: 'acme',
  host: 'acme.localhost',
  name: 'Acme',
  payment_access_link: null,
  payment_access_message: 'Pay us.',
  chat_link: 'https://chat.example/acme',
  processing: { auto_process: false, max_upload_mb: 40 },
  operator_llm_url: null,
  disabled: true,
  is_current: false,
  is_default: false,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

describe('tenant form', () => {
  it('sends a new tenant with its first admin, in the shape the API validates', () => {
    const values = {
      ...toFormValues(undefined),
      subdomain: 'Acme',
      name: 'Acme',
      admin_email: 'boss@acme.example',
      admin_password: 'a long password',
      max_upload_mb: '12',
    };
    const body = toBody(values, true);
    expect(body).toMatchObject({
      processing: { auto_process: true, max_upload_mb: 12 },
      admin_email: 'boss@acme.example',
    });
    expect(body).not.toHaveProperty('disabled');
    const parsed = ZClientCreate.parse(body);
    expect(parsed.subdomain).toBe('acme');
    expect(parsed.payment_access_link).toBeNull();
  });

  it('edits without admin fields and keeps the loaded settings', () => {
    const values = toFormValues(client);
    expect(values).toMatchObject({ max_upload_mb: '40', auto_process: false, payment_access_link: '', disabled: true });
    const body = toBody(values, false);
    expect(body).not.toHaveProperty('admin_email');
    expect(ZClientPatch.parse(body)).toMatchObject({
      disabled: true,
      chat_link: 'https://chat.example/acme',
      processing: { auto_process: false, max_upload_mb: 40 },
    });
  });

  it('turns a size that is not a number into one the server refuses with a field error', () => {
    const body = toBody({ ...toFormValues(client), max_upload_mb: 'lots' }, false);
    const parsed = ZClientPatch.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['processing', 'max_upload_mb']);
  });
});
