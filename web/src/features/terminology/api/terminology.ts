import { type TTerm, type TTermCreate, ZTerm } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const terms = defineResource<TTerm, TTermCreate>('/terminology', ZTerm);
