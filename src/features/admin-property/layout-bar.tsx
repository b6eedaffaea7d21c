/**
 * Gives the ticked units a layout picture and a layout PDF in one audited step. The PDF goes through
 * /api/file-upload (recognised by its magic bytes); a PDF over the layout limit is refused here before
 * it is sent, and again by the server when it is given to the units.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FailureNote } from '../../components/ui/attempt.tsx';
import { MAX_LAYOUT_PDF_BYTES } from '../../../contract/property-items.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../components/ui/field-error.tsx';
import { MediaUpload } from '../../components/ui/media-upload.tsx';
import { client, read } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api.ts';

export function LayoutBar({ unitIds, onDone }: { unitIds: number[]; onDone: () => void }) {
  const intl = useIntl();
  const [image, setImage] = useState<string | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const apply = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await read(
        client.api.property.units.layout.$post({ json: { unit_ids: unitIds, layout_image: image, layout_pdf: pdf } }),
      );
      onDone();
    } catch (e) {
      const field = e instanceof ApiError ? (e.errors.layout_pdf?.[0] ?? e.errors.layout_image?.[0]) : undefined;
      setFailed(
        field ? intl.formatMessage({ id: field }, { mb: MAX_LAYOUT_PDF_BYTES / 1024 / 1024 }) : failureText(intl, e),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="bulk-bar" data-testid="layout-bar">
      <legend>
        <FormattedMessage id="property.layout.title" />
      </legend>
      <div className="field">
        <label htmlFor="layout-image">
          <FormattedMessage id="property.layout.image" />
        </label>
        <MediaUpload id="layout-image" kind="image" value={image} onChange={setImage} invalid={false} />
      </div>
      <div className="field">
        <label htmlFor="layout-pdf">
          <FormattedMessage id="property.layout.pdf" values={{ mb: MAX_LAYOUT_PDF_BYTES / 1024 / 1024 }} />
        </label>
        <MediaUpload
          id="layout-pdf"
          kind="pdf"
          value={pdf}
          onChange={setPdf}
          invalid={false}
          maxBytes={MAX_LAYOUT_PDF_BYTES}
        />
      </div>
      <Button type="button" busy={busy} disabled={!unitIds.length} onClick={() => void apply()}>
        <FormattedMessage id="property.layout.apply" values={{ count: unitIds.length }} />
      </Button>
      <FailureNote text={failed} />
    </fieldset>
  );
}
