import { StudentPlacementsPage } from './student-placements-page';

/** /admin/placements/{studentId} (issue 14): the student's plan and proof, read-only, in the back office. */
export default function AdminStudentPlacementsPage() {
  return <StudentPlacementsPage admin />;
}
