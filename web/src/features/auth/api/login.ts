import { type TLogin, ZAuthState } from '@intel/contracts';
import { api } from '../../../lib/api-client.ts';

/** Signs in: the answer is the session (token and roles), checked against its contract. */
export function signIn(body: TLogin) {
  return api('/auth/login/', { method: 'POST', body, schema: ZAuthState, auth: false });
}
