/**
 * Said where a staff page's draft is open in another tab (lib/use-tab-draft.ts): it is not typed into
 * here, and the button starts the next person's form instead.
 */
import { FormattedMessage } from 'react-intl';
import { Button } from './button.tsx';

export function DraftElsewhere({ next, onNext }: { next: string; onNext(): void }) {
  return (
    <div className="notice notice-warn" role="alert" data-testid="draft-elsewhere">
      <p>
        <FormattedMessage id="sync.draft.elsewhere" />
      </p>
      <Button type="button" onClick={onNext}>
        <FormattedMessage id={next} />
      </Button>
    </div>
  );
}
