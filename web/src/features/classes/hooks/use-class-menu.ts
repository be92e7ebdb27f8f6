import { useNavigate } from 'react-router';
import type { ClassRow } from '@praxisport/contract/classes';
import { useTopBarClasses } from '../../../lib/top-bar-context';

/** Supplies the user's classes to the top-bar dropdown; choosing one opens /students/{classId} (TOP-03, TOP-04, AMB-146). */
export function useClassMenu(classes: ClassRow[] | undefined, selectedId: string | null) {
  const navigate = useNavigate();
  useTopBarClasses(
    classes
      ? {
          classes: classes.map((c) => ({ _id: c._id, className: c.className })),
          selectedId,
          onSelect: (id) => {
            if (id !== selectedId) void navigate(`/students/${id}`);
          },
        }
      : null,
  );
}
