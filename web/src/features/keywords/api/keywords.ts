import { type TGeo, type TKeyword, type TKeywordCreate, ZGeo, ZKeyword } from '@intel/contracts';
import { defineResource } from '../../../lib/resource-api.ts';

export const keywords = defineResource<TKeyword, TKeywordCreate>('/keywords', ZKeyword);
/** The keywords screen's Geos tab reads the same list as the geos feature (read-only here). */
export const geoList = defineResource<TGeo>('/geos', ZGeo);
