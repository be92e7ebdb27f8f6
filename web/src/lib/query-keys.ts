/**
 * The one query-key factory: every query and cache update names its key here, so an
 * invalidation (`queryKeys.classes.all`) reaches every list of a domain.
 */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    byId: (id: string) => ['users', id] as const,
  },
  classes: {
    all: ['classes'] as const,
    mine: (userId: string) => ['classes', 'mine', userId] as const,
    notJoined: (userId: string) => ['classes', 'notJoined', userId] as const,
    students: (classId: string) => ['classes', classId, 'students'] as const,
    forSignup: ['classes', 'signup'] as const,
  },
  comments: {
    all: ['comments'] as const,
    ofStudent: (studentId: string) => ['comments', studentId] as const,
  },
  talks: {
    all: ['talks'] as const,
    one: (studentId: string, talkType: string) => ['talks', studentId, talkType] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    forms: (studentId: string) => ['reviews', 'forms', studentId] as const,
    reviews: (studentId: string) => ['reviews', 'reviews', studentId] as const,
    review: (id: string) => ['reviews', 'review', id] as const,
    items: (ownerId: string) => ['reviews', 'items', ownerId] as const,
    item: (id: string) => ['reviews', 'item', id] as const,
  },
  attendance: {
    all: ['attendance'] as const,
    byDate: (classId: string, date: string) => ['attendance', classId, date] as const,
    classStatistics: (classId: string) => ['attendance', 'statistics', classId] as const,
    studentStatistics: (studentId: string) => ['attendance', 'statistics', 'student', studentId] as const,
  },
  registerAnalysis: {
    all: ['registerAnalysis'] as const,
    byDate: (classId: string, date: string) => ['registerAnalysis', classId, date] as const,
    ofClass: (classId: string) => ['registerAnalysis', classId, 'all'] as const,
    lfces: ['registerAnalysis', 'lfces'] as const,
    supervisors: ['registerAnalysis', 'supervisors'] as const,
  },
  admin: {
    pendingUsers: ['admin', 'pendingUsers'] as const,
    accounts: ['admin', 'accounts'] as const,
    accountsPage: (q: Record<string, unknown>) => ['admin', 'accounts', q] as const,
  },
  catalogue: {
    all: ['catalogue'] as const,
    categories: ['catalogue', 'categories'] as const,
    options: (categoryId: string) => ['catalogue', 'options', categoryId] as const,
    tests: (optionId: string) => ['catalogue', 'tests', optionId] as const,
    subTests: ['catalogue', 'subTests'] as const,
    links: (testId: string, subTestId: string) => ['catalogue', 'links', testId, subTestId] as const,
  },
  portfolio: {
    all: ['portfolio'] as const,
    categories: ['portfolio', 'categories'] as const,
    items: (categoryId: string) => ['portfolio', 'items', categoryId] as const,
    student: (studentId: string) => ['portfolio', 'student', studentId] as const,
  },
  assessments: {
    all: ['assessments'] as const,
    root: ['assessments', 'root'] as const,
    allCategories: ['assessments', 'categories'] as const,
    categories: (rootId: string) => ['assessments', 'categories', rootId] as const,
    categoryTests: (categoryId: string, subTestId: string, testId: string) => ['assessments', 'categoryTests', categoryId, subTestId, testId] as const,
    options: (categoryTestId: string) => ['assessments', 'options', categoryTestId] as const,
    testAndSubTest: (testId: string, subTestId: string) => ['assessments', 'testAndSubTest', testId, subTestId] as const,
  },
  lfce: {
    /** The same list as registerAnalysis.lfces, so the class register sees a change. */
    list: ['registerAnalysis', 'lfces'] as const,
    portfolioItems: ['lfce', 'portfolioItems'] as const,
  },
};
