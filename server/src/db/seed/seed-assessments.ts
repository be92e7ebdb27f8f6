import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions, assessments } from '../schema/assessments';
import { competencySubTests } from '../schema/catalogue';

/**
 * Demo assessments: the first student (Lena Schmidt) is graded in every category of
 * 'Puls messen' (so its CSV can be downloaded) and in two categories of 'Blutdruck messen'; the
 * next students in a few categories, so that the profile and the progress show real figures.
 */
export async function seedAssessments(tx: Db, { teacherId, studentIds }: { teacherId: string; studentIds: string[] }): Promise<void> {
  const cts = await tx
    .select({ id: assessmentCategoryTests.id, subTest: competencySubTests.title, category: assessmentCategories.title })
    .from(assessmentCategoryTests)
    .innerJoin(competencySubTests, eq(competencySubTests.id, assessmentCategoryTests.subTestId))
    .innerJoin(assessmentCategories, eq(assessmentCategories.id, assessmentCategoryTests.categoryId))
    .orderBy(asc(assessmentCategoryTests.createdAt), asc(assessmentCategoryTests.id));
  const options = await tx.select().from(assessmentOptions);
  const plan: [number, string, number[]][] = [
    // [student index, sub-test, grades of the categories in catalogue order; 0 = not graded]
    [0, 'Puls messen', [2, 1, 2, 3]],
    [0, 'Blutdruck messen', [3, 2, 0, 0]],
    [1, 'Puls messen', [1, 2, 0, 0]],
    [2, 'Puls messen', [3, 3, 2, 4]],
    [2, 'Atemfrequenz', [2, 0, 0, 0]],
  ];
  const rows: (typeof assessments.$inferInsert)[] = [];
  for (const [i, subTest, grades] of plan) {
    const studentId = studentIds[i];
    if (!studentId) continue;
    cts.filter((ct) => ct.subTest === subTest).forEach((ct, k) => {
      const grade = grades[k] ?? 0;
      const option = options.find((o) => o.categoryTestId === ct.id && o.grade === grade);
      if (option) rows.push({ studentId, categoryTestId: ct.id, optionId: option.id, grade, teacherId });
    });
  }
  if (rows.length) await tx.insert(assessments).values(rows);
}
