import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gradeDescriptors } from '@praxisport/contract/assessments';

/** The German descriptors of the scale (the option titles of the catalogue). */
const germanDescriptors: Record<number, string> = {
  1: 'Kompetenz in besonderem Maße erreicht',
  2: 'Kompetenz voll erreicht',
  3: 'Kompetenz im Allgemeinen erreicht',
  4: 'Kompetenz entspricht grundsätzlich den Anforderungen',
  5: 'Kompetenz mit erheblichen Mängeln',
};

/** The grade scale 1–5 with the descriptors of D2 §9, in German and English side by side. */
export function GradeScale() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="grade-scale-title">
      <Title order={2} size="h5" id="grade-scale-title" mb="xs">
        {t('grading.scale.title')}
      </Title>
      <Table fz="sm" verticalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36} />
            <Table.Th lang="de">{t('grading.scale.de')}</Table.Th>
            <Table.Th lang="en">{t('grading.scale.en')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[1, 2, 3, 4, 5].map((g) => (
            <Table.Tr key={g}>
              <Table.Td fw={700}>{g}</Table.Td>
              <Table.Td lang="de" style={{ overflowWrap: 'anywhere' }}>
                {germanDescriptors[g]}
              </Table.Td>
              <Table.Td lang="en" style={{ overflowWrap: 'anywhere' }}>
                {gradeDescriptors[g]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
