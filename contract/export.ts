/** The `format` of any list export: the admin screens' download buttons and the API agree on these. */
import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS).default('csv') });
