import { ClassStatusPage } from './class-status-page';
import { StudentStatusPage } from './student-status-page';

/** /admin/status/{studentId}: the apprentice's Ausbildungsstand, read-only, in the back office. */
export default function AdminStudentStatusPage() {
  return <StudentStatusPage admin />;
}

/** /admin/status/class/{classId}: the class overview, read-only, in the back office. */
export function AdminClassStatusPage() {
  return <ClassStatusPage admin />;
}
