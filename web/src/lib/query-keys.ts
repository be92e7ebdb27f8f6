/**
 * The one query-key factory: every query and cache update names its key here, so an
 * invalidation (`queryKeys.classes.all`) reaches every list of a domain.
 */
export const queryKeys = {
  auth: {
    /** What the sign-in page offers (the school's account, the password form). */
    options: ['auth', 'options'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (owner: string) => ['notifications', 'list', owner] as const,
    preferences: ['notifications', 'preferences'] as const,
  },
  profile: {
    own: ['profile', 'own'] as const,
  },
  outbox: {
    all: ['outbox'] as const,
    one: (id: string) => ['outbox', id] as const,
  },
  users: {
    all: ['users'] as const,
    byId: (id: string) => ['users', id] as const,
  },
  audit: {
    all: ['audit'] as const,
    attendance: (classId: string, date: string) => ['audit', 'attendance', classId, date] as const,
    assessment: (assessmentId: string) => ['audit', 'assessment', assessmentId] as const,
    classMembers: (classId: string) => ['audit', 'classMembers', classId] as const,
    admin: (filters: Record<string, string>) => ['audit', 'admin', filters] as const,
  },
  classes: {
    all: ['classes'] as const,
    teachers: (classId: string) => ['classes', classId, 'teachers'] as const,
    mine: (userId: string) => ['classes', 'mine', userId] as const,
    notJoined: (userId: string) => ['classes', 'notJoined', userId] as const,
    students: (classId: string) => ['classes', classId, 'students'] as const,
    forSignup: ['classes', 'signup'] as const,
    /** Every class of the school (admins: back office, audit filter). */
    everyClass: ['classes', 'all'] as const,
  },
  comments: {
    all: ['comments'] as const,
    ofStudent: (studentId: string) => ['comments', studentId] as const,
  },
  placements: {
    all: ['placements'] as const,
    student: (studentId: string) => ['placements', 'student', studentId] as const,
    class: (classId: string) => ['placements', 'class', classId] as const,
    providers: ['placements', 'providers'] as const,
  },
  visits: {
    all: ['visits'] as const,
    student: (studentId: string) => ['visits', 'student', studentId] as const,
  },
  qualifiedAssessments: {
    all: ['qualifiedAssessments'] as const,
    placement: (placementId: string) => ['qualifiedAssessments', 'placement', placementId] as const,
  },
  /** The training status is computed from placements, visits, assessments and attendance: invalidate `all` after any of them changes. */
  status: {
    all: ['status'] as const,
    student: (studentId: string) => ['status', 'student', studentId] as const,
    class: (classId: string) => ['status', 'class', classId] as const,
    due: ['status', 'due'] as const,
  },
  talks: {
    all: ['talks'] as const,
    one: (studentId: string, talkType: string) => ['talks', studentId, talkType] as const,
  },
  kilian: {
    all: ['kilian'] as const,
    task: (studentId: string, kilianType: string) => ['kilian', 'task', studentId, kilianType] as const,
    students: ['kilian', 'students'] as const,
    started: ['kilian', 'started'] as const,
    ofStudent: (studentId: string) => ['kilian', 'ofStudent', studentId] as const,
    tiles: (studentId: string) => ['kilian', 'tiles', studentId] as const,
    subTest: (id: string) => ['kilian', 'subTest', id] as const,
    folder: (studentId: string, subTestId: string, type: string) => ['kilian', 'folder', studentId, subTestId, type] as const,
  },
  nursingPhenomena: {
    all: ['nursingPhenomena'] as const,
    ofStudent: (studentId: string) => ['nursingPhenomena', 'student', studentId] as const,
    record: (studentId: string, categoryId: string) => ['nursingPhenomena', 'student', studentId, 'record', categoryId] as const,
    tests: (optionId: string) => ['nursingPhenomena', 'tests', optionId] as const,
    test: (testId: string) => ['nursingPhenomena', 'test', testId] as const,
    links: (testId: string, subTestId: string) => ['nursingPhenomena', 'links', testId, subTestId] as const,
    explanation: (optionId: string) => ['nursingPhenomena', 'explanation', optionId] as const,
  },
  optionQuestions: {
    all: ['optionQuestions'] as const,
    answers: (studentId: string, set: string) => ['optionQuestions', studentId, set] as const,
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
    supervisors: ['registerAnalysis', 'supervisors'] as const,
  },
  privacy: {
    summary: (userId: string) => ['privacy', userId] as const,
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
  grading: {
    all: ['grading'] as const,
    /** Every grading key of one student: invalidated after a grade is saved. */
    ofStudent: (studentId: string) => ['grading', studentId] as const,
    /** Every class's progress (classProgress below). */
    classes: ['grading', 'class'] as const,
    subTests: (studentId: string) => ['grading', studentId, 'subTests'] as const,
    categories: (studentId: string, testId: string, subTestId: string) => ['grading', studentId, 'categories', testId, subTestId] as const,
    tests: (studentId: string, categoryId: string, testId: string, subTestId: string) => ['grading', studentId, 'tests', categoryId, testId, subTestId] as const,
    options: (categoryTestId: string) => ['grading', 'options', categoryTestId] as const,
    assessment: (categoryTestId: string, studentId: string) => ['grading', studentId, 'assessment', categoryTestId] as const,
    required: (studentId: string, testId: string, subTestId: string) => ['grading', studentId, 'required', testId, subTestId] as const,
    profile: (studentId: string) => ['grading', studentId, 'profile'] as const,
    progress: (studentId: string) => ['grading', studentId, 'progress'] as const,
    classProgress: (classId: string) => ['grading', 'class', classId, 'progress'] as const,
  },
  lfce: {
    /** One list for the admin's LFCE page and the class register's choices (lib/api/get-lfces), under registerAnalysis. */
    list: ['registerAnalysis', 'lfces'] as const,
    portfolioItems: ['lfce', 'portfolioItems'] as const,
  },
};
