import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { statusLabel } from './status-label.ts';

const says = (draft: Parameters<typeof statusLabel>[0]) => (en as Record<string, string>)[statusLabel(draft)];

describe('a record on "This device"', () => {
  it('says whether a sent record is backed up yet, and plain "Sent" where the server keeps no backups', () => {
    expect(says({ status: 'sent', backup: 'awaiting' })).toBe('Sent, awaiting backup');
    expect(says({ status: 'sent', backup: 'safe' })).toBe('Sent and backed up');
    expect(says({ status: 'sent' })).toBe('Sent');
    expect(says({ status: 'queued', backup: undefined })).toBe('On device, waiting');
  });
});
