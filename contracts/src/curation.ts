import { z } from 'zod';
import { ZCuratedIn, ZCuratedOut, ZOptionalText } from './common.ts';
import { GENDERS, VEHICLE_TYPES } from './constants.ts';
import { ZOptionalWebUrl, ZWebUrl } from './messages.ts';

/** A partial date (DESIGN §4): the date plus which parts are unknown. */
export const ZPartialDateValue = z
  .object({
    date: z.iso.date({ message: 'Use YYYY-MM-DD.' }).nullable(),
    incomplete_day: z.boolean().default(false),
    incomplete_month: z.boolean().default(false),
    incomplete_year: z.boolean().default(false),
  })
  .strict();
export type TPartialDateValue = z.infer<typeof ZPartialDateValue>;

const ZEmailList = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Enter an email address such as name@example.org.' })),
  )
  .max(50);
const ZPhoneList = z
  .array(
    z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[+\d][\d\s().-]*$/, 'Digits, spaces, + ( ) - . only.'),
  )
  .max(50);
const ZUrl = ZWebUrl;
const ZUrlList = z.array(ZUrl).max(50);
const ZIds = z.array(z.number().int().positive()).max(200);
const ZOptionalUrl = ZOptionalWebUrl;

export const ZRef = z.object({ id: z.number().int(), name: z.string() });
export const ZListRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), type: z.string() });

export const ZOrganization = z.object({
  ...ZCuratedOut,
  name_dba: z.string(),
  name_inc: z.string().nullable(),
  ownership_type: z.string().nullable(),
  founding_date: ZPartialDateValue,
  description: z.string().nullable(),
  website: z.string().nullable(),
  notes: z.string().nullable(),
  admin_notes: z.string().nullable().optional(),
  hq_city_id: z.number().int().nullable(),
  hq_city: z.string().nullable(),
  hq_geo_id: z.number().int().nullable(),
  hq_geo: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  associated_urls: z.array(z.string()),
  aliases: z.array(z.string()),
  keywords: z.array(ZRef),
  lists_as_item: z.array(ZListRef),
  people: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
  has_inv_vehicle: z.boolean(),
  suggested_fields: z.record(z.string(), z.unknown()),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationCreate = z
  .object({
    name_dba: z.string().trim().min(1, 'Give the organization a name.').max(300),
    name_inc: ZOptionalText(300),
    ownership_type: ZOptionalText(100),
    founding_date: ZPartialDateValue.optional(),
    description: ZOptionalText(10_000),
    website: ZOptionalUrl,
    notes: ZOptionalText(20_000),
    admin_notes: ZOptionalText(20_000),
    hq_city_id: z.number().int().positive().nullable().optional(),
    hq_geo_id: z.number().int().positive().nullable().optional(),
    emails: ZEmailList.optional(),
    phones: ZPhoneList.optional(),
    associated_urls: ZUrlList.optional(),
    keyword_ids: ZIds.optional(),
    people: z
      .array(
        z.object({ person_id: z.number().int().positive(), role: z.string().trim().max(120).default('') }).strict(),
      )
      .max(200)
      .optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TOrganizationCreate = z.infer<typeof ZOrganizationCreate>;
export const ZOrganizationPatch = ZOrganizationCreate.partial().strict();
export type TOrganizationPatch = z.infer<typeof ZOrganizationPatch>;

export const ZPerson = z.object({
  ...ZCuratedOut,
  display_name: z.string(),
  name_given: z.string().nullable(),
  name_family: z.string().nullable(),
  name_nickname: z.string().nullable(),
  name_legal: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: ZPartialDateValue,
  passport_city: z.string().nullable(),
  passport_country: z.string().nullable(),
  current_address_city: z.string().nullable(),
  current_address_street: z.string().nullable(),
  current_address_reference: z.string().nullable(),
  current_address_zipcode: z.string().nullable(),
  main_url: z.string().nullable(),
  professional_profile: z.string().nullable(),
  about: z.string().nullable(),
  met_event_date: z.string().nullable(),
  met_event_name: z.string().nullable(),
  notes: z.string().nullable(),
  admin_notes: z.string().nullable().optional(),
  raw_data_count: z.number().int(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  associated_urls: z.array(z.string()),
  aliases: z.array(z.string()),
  keywords: z.array(ZRef),
  lists_as_item: z.array(ZListRef),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
  suggested_fields: z.record(z.string(), z.unknown()),
});
export type TPerson = z.infer<typeof ZPerson>;

export const ZPersonCreate = z
  .object({
    name_given: ZOptionalText(200),
    name_family: ZOptionalText(200),
    name_nickname: ZOptionalText(200),
    name_legal: ZOptionalText(300),
    gender: z.enum(GENDERS).nullable().optional(),
    birth_date: ZPartialDateValue.optional(),
    passport_city: ZOptionalText(200),
    passport_country: ZOptionalText(200),
    current_address_city: ZOptionalText(200),
    current_address_street: ZOptionalText(300),
    current_address_reference: ZOptionalText(300),
    current_address_zipcode: ZOptionalText(40),
    main_url: ZOptionalUrl,
    professional_profile: ZOptionalText(2000),
    about: ZOptionalText(20_000),
    met_event_date: z.iso.date().nullable().optional(),
    met_event_name: ZOptionalText(300),
    notes: ZOptionalText(20_000),
    admin_notes: ZOptionalText(20_000),
    emails: ZEmailList.optional(),
    phones: ZPhoneList.optional(),
    associated_urls: ZUrlList.optional(),
    keyword_ids: ZIds.optional(),
    organizations: z
      .array(
        z
          .object({ organization_id: z.number().int().positive(), role: z.string().trim().max(120).default('') })
          .strict(),
      )
      .max(200)
      .optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TPersonCreate = z.infer<typeof ZPersonCreate>;
export const ZPersonPatch = ZPersonCreate.partial().strict();
export type TPersonPatch = z.infer<typeof ZPersonPatch>;

export const ZLedgerEntry = z.object({
  ...ZCuratedOut,
  /** Null (both) when the caller may not see the organization. */
  organization_id: z.number().int().nullable(),
  organization_name: z.string().nullable(),
  name: z.string(),
  vehicle_type: z.enum(VEHICLE_TYPES),
  inv_currency: z.string().nullable(),
  inv_date: ZPartialDateValue,
  inv_risk: z.string().nullable(),
  owned: z.boolean(),
  owner: z.string().nullable(),
  ownership_percentage: z.number().nullable(),
  public_url: z.string().nullable(),
  private_url: z.string().nullable().optional(),
  admin_notes: z.string().nullable().optional(),
  keywords: z.array(ZRef),
  lists_as_item: z.array(ZListRef),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZLedgerEntryCreate = z
  .object({
    organization_id: z.number().int().positive(),
    name: z.string().trim().min(1, 'Give the vehicle a name.').max(300),
    vehicle_type: z.enum(VEHICLE_TYPES, { message: 'Choose VC, FA or PE.' }),
    inv_currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'A three-letter currency code (ISO 4217).')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    inv_date: ZPartialDateValue.optional(),
    inv_risk: ZOptionalText(100),
    owned: z.boolean().optional(),
    owner: ZOptionalText(300),
    ownership_percentage: z.number().min(0, 'At least 0%.').max(100, 'At most 100%.').nullable().optional(),
    public_url: ZOptionalUrl,
    private_url: ZOptionalUrl,
    admin_notes: ZOptionalText(20_000),
    keyword_ids: ZIds.optional(),
    ...ZCuratedIn,
  })
  .strict();
export type TLedgerEntryCreate = z.infer<typeof ZLedgerEntryCreate>;
export const ZLedgerEntryPatch = ZLedgerEntryCreate.partial().strict();
export type TLedgerEntryPatch = z.infer<typeof ZLedgerEntryPatch>;

/** One changed field of a history entry: its label and its value before → after, as the user reads them. */
export const ZHistoryChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type THistoryChange = z.infer<typeof ZHistoryChange>;

export const ZHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  at: z.string(),
  user: z.string().nullable(),
  /** The changed fields' ids (entries written before values were kept list only these). */
  fields: z.array(z.string()),
  /** The changed fields with before → after (empty for older entries and for deletions). */
  changes: z.array(ZHistoryChange),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** A merge into a record that can still be undone (`GET {kind}/{id}/merges/`). */
export const ZMergeInfo = z.object({
  id: z.number().int(),
  merged_id: z.number().int(),
  merged_name: z.string(),
  created_at: z.string(),
});
export type TMergeInfo = z.infer<typeof ZMergeInfo>;

/** Organization fields read from its web page ("Fill from website"). */
export const ZPageFields = z.object({
  name: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  social_links: z.array(z.string()),
  hq_city: z.string().nullable(),
});
export type TPageFields = z.infer<typeof ZPageFields>;
