import { z } from 'zod';

/** `POST /api/download-tickets`: the download a page is about to start, as a same-origin path with its query. */
export const downloadTicketSchema = z.object({
  url: z
    .string()
    .max(4000, 'downloads.not_downloadable')
    .regex(/^\/api\/[^?#]*(\?[^#]*)?$/, 'downloads.not_downloadable'),
});
export type DownloadTicketInput = z.input<typeof downloadTicketSchema>;
