/**
 * Where the status screens link. The staff's screens link each other; in the back office (`admin`,
 * read-only) every link stays there: the student's status and the class overview under /admin/status,
 * the placements under /admin/placements, and the screens the back office has no page for
 * (Praxisbegleitung, the qualified assessment, the student's home) are not linked (null).
 */
export interface StatusPaths {
  student: (studentId: string) => string;
  classOverview: (classId: string) => string;
  placements: (studentId: string) => string;
  visits: ((studentId: string) => string) | null;
  assessment: ((placementId: string) => string) | null;
}

const userPaths: StatusPaths = {
  student: (id) => `/status/${id}`,
  classOverview: (id) => `/status/class/${id}`,
  placements: (id) => `/placements/${id}`,
  visits: (id) => `/visits/${id}`,
  assessment: (id) => `/qualified-assessment/${id}`,
};

const adminPaths: StatusPaths = {
  student: (id) => `/admin/status/${id}`,
  classOverview: (id) => `/admin/status/class/${id}`,
  placements: (id) => `/admin/placements/${id}`,
  visits: null,
  assessment: null,
};

export const statusPaths = (admin: boolean): StatusPaths => (admin ? adminPaths : userPaths);
