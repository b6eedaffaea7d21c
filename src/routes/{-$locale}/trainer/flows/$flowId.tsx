import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AttendanceSheet } from '../../../../features/attendance/attendance-sheet.tsx';

const params = z.object({ flowId: z.coerce.number().int().positive() });

export const Route = createFileRoute('/{-$locale}/trainer/flows/$flowId')({
  params: { parse: (p) => params.parse(p), stringify: (p) => ({ flowId: String(p.flowId) }) },
  staticData: { title: 'meta.trainer.sheet.title', description: 'meta.trainer.sheet.description' },
  component: SheetRoute,
});

function SheetRoute() {
  const { flowId } = Route.useParams();
  return <AttendanceSheet flowId={flowId} />;
}
