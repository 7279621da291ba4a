import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'Use an http or https link.')
  .transform((v) => v || null)
  .nullable();

/** The tenant's settings (admin group `settings`). */
export const ZSettings = z.object({
  name: z.string(),
  payment_access_link: z.string().nullable(),
  payment_access_message: z.string().nullable(),
  chat_link: z.string().nullable(),
  processing: z.object({ auto_process: z.boolean(), max_upload_mb: z.number().int() }),
  operator_llm_url: z.string().nullable(),
});
export type TSettings = z.infer<typeof ZSettings>;

export const ZSettingsPatch = z
  .object({
    name: z.string().trim().min(1, 'Give the workspace a name.').max(120),
    payment_access_link: optionalUrl,
    payment_access_message: z.string().trim().max(2000).nullable(),
    chat_link: optionalUrl,
    processing: z
      .object({
        auto_process: z.boolean(),
        max_upload_mb: z.number().int().min(1, 'At least 1 MB.').max(200, 'At most 200 MB.'),
      })
      .strict(),
    operator_llm_url: optionalUrl,
  })
  .partial()
  .strict();
export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;
