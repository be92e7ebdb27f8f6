import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { KilianUploadRow } from '@praxisport/contract/kilian';
import { kilianFolders, kilianFolderTypes, type KilianFolderType } from '@praxisport/contract/kilian';
import { formatDate } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { useKilianFolder, useKilianSubTest } from '../api/kilian-uploads';
import { FolderUpload } from '../components/folder-upload';

const isFolderType = (s: string | undefined): s is KilianFolderType => (kilianFolderTypes as readonly string[]).includes(s ?? '');

/** The stored address's path: files are opened on this origin, with the session (the stored host may differ). */
function pathOf(address: string): string {
  try {
    return new URL(address).pathname;
  } catch {
    return address;
  }
}

/** 1536 → '1,5 KB' */
function formatSize(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1).replace('.', ',')} KB`;
  return `${n} B`;
}

/**
 * A folder at /kilianUploads/{student}/{subTest}/{type} (UPL-08..12, ROUTE-21): the uploaded files
 * (name, size, date, who uploaded; each opens for the student and the class's teachers) and, for
 * the student in their own folder only, the multi-file upload (AMB-123: a hint for everyone else).
 */
export function KilianFolderPage() {
  const { t } = useTranslation();
  const { studentId, subTestId, type } = useParams();
  const session = useUserSession();
  const isValid = isUuid(studentId) && isUuid(subTestId) && isFolderType(type);
  const folder = useKilianFolder(isValid ? studentId : undefined, isValid ? subTestId : undefined, isValid ? type : undefined);
  const subTest = useKilianSubTest(isValid ? subTestId : undefined);
  if (!isValid) return <NotFound />;
  const folderName = kilianFolders[kilianFolderTypes.indexOf(type)]!;
  const isOwner = session?.user.userType === 'student' && session.user._id === studentId;
  const columns: Column<KilianUploadRow>[] = [
    {
      key: 'name',
      header: t('kilian.files.name'),
      cell: (r) => (
        <Anchor href={pathOf(r.file)} target="_blank" rel="noopener" aria-label={t('kilian.files.open', { name: r.title })} style={{ overflowWrap: 'anywhere' }}>
          {r.title}
        </Anchor>
      ),
    },
    { key: 'size', header: t('kilian.files.size'), cell: (r) => formatSize(r.size), nowrap: true },
    { key: 'date', header: t('kilian.files.date'), cell: (r) => formatDate(r.createdAt), nowrap: true },
    { key: 'by', header: t('kilian.files.uploadedBy'), cell: (r) => (r.uploadedBy ? `${r.uploadedBy.firstName} ${r.uploadedBy.name}` : '-') },
  ];
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to={`/kilianUploads/${studentId}/${subTestId}`} size="sm">
        {t('kilian.folders.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t(`kilian.folders.${folderName}`)}
        </Title>
        {subTest.data && (
          <Text c="gray.7" size="sm">
            {subTest.data.subTest.title}
          </Text>
        )}
      </div>
      <QueryState query={folder}>
        {({ kilianUploads }) => (
          <>
            <section aria-labelledby="kilian-files-heading">
              <Title order={2} size="h4" id="kilian-files-heading" mb="xs">
                {t('kilian.files.heading')}
              </Title>
              <ResponsiveTable columns={columns} rows={kilianUploads} rowKey={(r) => r._id} empty={t('kilian.files.empty')} />
            </section>
            {isOwner ? (
              <FolderUpload folder={{ studentId: studentId!, subTestId: subTestId!, type }} />
            ) : (
              <Text c="gray.7" size="sm" role="note">
                {t('kilian.upload.onlyOwner')}
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default KilianFolderPage;
