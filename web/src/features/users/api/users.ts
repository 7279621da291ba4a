import { type TUser, type TUserCreate, ZUser } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const users = defineResource<TUser, TUserCreate>('/users', ZUser);
