import { StudentPlacementsPage } from './student-placements-page';
import { ClassPlacementsPage } from './class-placements-page';

/** /admin/placements/{studentId}: the student's plan and proof, read-only, in the back office. */
export default function AdminStudentPlacementsPage() {
  return <StudentPlacementsPage admin />;
}

/** /admin/placements/class/{classId}: the class's calendar and proof table, read-only, in the back office. */
export function AdminClassPlacementsPage() {
  return <ClassPlacementsPage admin />;
}
