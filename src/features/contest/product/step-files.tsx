import { FileField } from '../file-field.tsx';

/** Logo and package photos, the conformity declaration and the sanitary-epidemiological conclusion. */
export function StepFiles({ draftId }: { draftId: string }) {
  return (
    <>
      <FileField name="logo_images" label="contest.field.logo_images" draftId={draftId} kind="photo" max={2} />
      <FileField name="package_images" label="contest.field.package_images" draftId={draftId} kind="photo" max={4} />
      <FileField
        name="declaration_file"
        label="contest.field.declaration_file"
        draftId={draftId}
        kind="document"
        max={1}
      />
      <FileField name="sanitary_file" label="contest.field.sanitary_file" draftId={draftId} kind="document" max={1} />
    </>
  );
}
