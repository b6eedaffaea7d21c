/**
 * The learners enrolled in a course. Admins may withdraw one (after a question): the course leaves their
 * "My courses" and, with their next sync, their phone (ADR 116); enrolling them again brings it back.
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FieldError, firstErrorId } from '../../components/ui/field-error.tsx';
import { client, read } from '../../lib/api-client.ts';
import type { AdminCourse } from './load-courses.ts';

type Student = AdminCourse['students'][number];

export function StudentsList({
  courseId,
  students,
  canWithdraw,
  onChange,
}: {
  courseId: number;
  students: Student[];
  canWithdraw: boolean;
  onChange: (s: Student[]) => void;
}) {
  const [asking, setAsking] = useState<Student | null>(null);
  const [error, setError] = useState<string>();
  const withdraw = async (s: Student) => {
    setAsking(null);
    setError(undefined);
    try {
      const { data } = await read(
        client.api.courses[':id{[0-9]+}'].withdraw.$post({
          param: { id: String(courseId) },
          json: { user_ids: [s.id] },
        }),
      );
      onChange(data.students);
    } catch (e) {
      setError(firstErrorId(e) ?? 'common.errors');
    }
  };
  return (
    <>
      <h2>
        <FormattedMessage id="learn.admin.students" values={{ n: students.length }} />
      </h2>
      <ul data-testid="admin-students">
        {students.map((s) => (
          <li key={s.id}>
            {s.name} · {s.phone}
            {canWithdraw && (
              <>
                {' '}
                <button type="button" className="btn btn-secondary" onClick={() => setAsking(s)}>
                  <FormattedMessage id="learn.admin.withdraw" />
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <FieldError error={error} />
      <ConfirmDialog
        open={asking !== null}
        title={<FormattedMessage id="learn.admin.withdraw_title" values={{ name: asking?.name ?? '' }} />}
        confirmLabel={<FormattedMessage id="learn.admin.withdraw" />}
        danger
        onConfirm={() => asking && void withdraw(asking)}
        onCancel={() => setAsking(null)}
      >
        <p>
          <FormattedMessage id="learn.admin.withdraw_text" />
        </p>
      </ConfirmDialog>
    </>
  );
}
