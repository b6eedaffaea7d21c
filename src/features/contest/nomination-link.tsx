import { useNavigate, useParams } from '@tanstack/react-router';
import { db } from '../../sync/db.ts';
import type { Nomination } from './use-contest-info.ts';

/** Opens this nomination's form: the person's unsent draft for it if there is one, else a new draft. */
export function NominationLink({ nomination }: { nomination: Nomination }) {
  const navigate = useNavigate();
  const { locale } = useParams({ strict: false });
  const open = async () => {
    const drafts = await db.drafts.where('kind').equals('contest').toArray();
    const mine = drafts.find((d) => (d.data as { nomination_id?: number }).nomination_id === nomination.id);
    await navigate({
      to: '/{-$locale}/contest/form/$draftId',
      params: { locale, draftId: mine?.id ?? crypto.randomUUID() },
      search: { nomination: nomination.id },
    });
  };
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => void open()}
      data-testid={`nomination-${nomination.slug}`}
    >
      {nomination.title}
    </button>
  );
}
