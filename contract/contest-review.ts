/**
 * The contest review contract beyond the status change: comments, the export filters and the shapes the
 * review screens read (the API answers with exactly these).
 */
import { z } from 'zod';
import { exportQuery } from './export.ts';
import { applicationListQuery, type ContestStatus } from './contest.ts';

export const commentSchema = z.object({
  text: z.string().trim().min(1, 'validation.required').max(2000, 'validation.too_long'),
});
export type CommentInput = z.input<typeof commentSchema>;

/** The list's filters without paging, plus the spreadsheet format of the index. */
export const reviewExportQuery = applicationListQuery
  .omit({ page: true, per_page: true, after: true })
  .extend(exportQuery.shape);
export type ReviewListQuery = z.output<typeof applicationListQuery>;
export type ReviewFilter = Omit<ReviewListQuery, 'page' | 'per_page' | 'after'>;

export interface ReviewEntry {
  id: number;
  record_id: string;
  applicant_id: number;
  nomination_id: number;
  nomination: string;
  year: number;
  form: 'product' | 'akim';
  status: ContestStatus;
  status_reason: string | null;
  submitted_at: string;
  received_at: string;
  file_ids: string[];
  full_name: string;
  iin: string | null;
  phone: string;
  region: string | null;
}

export interface ReviewFile {
  id: string;
  /** The form field that holds it, e.g. `package_images` or `confirmations.entrepreneurs`. */
  field: string;
  kind: 'photo' | 'document';
  name: string;
  mime: string;
  size: number;
  url: string;
}

export interface ReviewHistory {
  status: ContestStatus;
  reason: string | null;
  changed_by: number | null;
  changed_by_name: string | null;
  created_at: string;
}

export interface ReviewComment {
  id: number;
  text: string;
  author_id: number | null;
  author_name: string | null;
  created_at: string;
}

export interface ReviewDetail extends ReviewEntry {
  data: Record<string, unknown>;
  files: ReviewFile[];
  history: ReviewHistory[];
  next_statuses: ContestStatus[];
}
