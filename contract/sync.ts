/** The sync contract (DESIGN.md): what a device pushes and pulls, and which files it may upload. */
import { z } from 'zod';

export const MAX_BATCH = 50;

/** The secret a device makes with its client id (32 random bytes, hex); the server keeps only its hash. */
export const clientSecret = z.string().regex(/^[0-9a-f]{64}$/, 'sync.device.secret');

/** POST /api/sync/devices: a device makes itself known at sign-in, before its first push. */
export const deviceSchema = z.object({ clientId: z.uuid(), clientSecret });

export const pushSchema = z.object({
  clientId: z.uuid(),
  clientSecret,
  schemaVersion: z.number().int().nonnegative(),
  mutations: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: z.string().min(1).max(100),
        args: z.unknown(),
        createdAt: z.number().int().nonnegative(),
      }),
    )
    .max(200)
    .refine((ms) => ms.every((m, i) => i === 0 || m.id === ms[i - 1]!.id + 1), 'sync.ids_not_contiguous'),
});
export type PushBody = z.infer<typeof pushSchema>;

/**
 * `duplicate`: this id was seen before with the same name and args; the first result is repeated, a
 * refusal's `errors` with it (the device then still shows the record as refused).
 * `conflict`: this id was applied before with OTHER content; the device keeps the record for the person.
 */
export type MutationStatus = 'applied' | 'duplicate' | 'conflict' | 'rejected';
export interface MutationResult {
  id: number;
  status: MutationStatus;
  errors?: Record<string, string[]>;
  entity?: { type: string; id: string | number };
}

/**
 * What every push and pull answer tells a device about its own records (DESIGN.md "Keep it safe", ADR 136):
 * `lastMutationId`, the last of its ids the server holds; `safeMutationId`, the last held in a verified
 * off-site backup (the device keeps what it sent until this mark passes it); `epoch`, renewed by every
 * restore (a device that sees another epoch than before sends again what the restored server lost);
 * `backups`, false when the server keeps no off-site backup at all (then the mark is the acknowledgement).
 */
export interface DeviceMarks {
  lastMutationId: number;
  safeMutationId: number;
  epoch: string;
  backups: boolean;
}
export interface PushAnswer {
  data: DeviceMarks & { results: MutationResult[] };
}
/** 409 to a push whose first id is past the server's last + 1: where the server stands, to resend from. */
export interface GapAnswer extends DeviceMarks {
  code: 'mutation_gap';
}

export const pullQuery = z.object({
  cursor: z.coerce.number().int().nonnegative().default(0),
  /** The pulling device: its marks come with the answer (none for a device of another account). */
  clientId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export interface PullChange {
  type: string;
  id: string | number;
  version: number;
  data: unknown;
  deleted?: boolean;
}
export interface PullAnswer {
  data: { cursor: number; changes: PullChange[]; hasMore: boolean; marks: DeviceMarks | null };
}

/**
 * File kinds, their allowed types (checked again by magic bytes on the server) and default size limits
 * (the server's are configurable: FILE_MAX_PHOTO_MB, FILE_MAX_DOCUMENT_MB). Forms refuse a file that is
 * too large when it is chosen, so a record can never become unsendable.
 */
export const FILE_KINDS = {
  photo: { mimes: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 2 * 1024 * 1024 },
  document: { mimes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'], maxBytes: 10 * 1024 * 1024 },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const fileMetadata = z.object({
  id: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  mime: z.string(),
  name: z.string().min(1).max(200),
  kind: z.enum(Object.keys(FILE_KINDS) as [FileKind, ...FileKind[]]),
});
