import { type TPerson, type TPersonCreate, ZPerson } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const people = defineResource<TPerson, TPersonCreate>('/assets/people', ZPerson);
export const personKeys = people.keys;
