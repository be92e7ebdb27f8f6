import type {
  CompetencyCatOptionRow,
  CompetencyCatOptionSubTestRow,
  CompetencyCatOptionTestRow,
  CompetencyCatRow,
  SubTestLinks,
} from '@praxisport/contract/catalogue';
import type { CategoryRecord, OptionRecord, SubTestRecord, TestRecord } from './catalogue.repository';

export const toCategoryRow = (r: CategoryRecord): CompetencyCatRow => ({ _id: r.id, title: r.title });
export const toOptionRow = (r: OptionRecord): CompetencyCatOptionRow => ({ _id: r.id, title: r.title, _competencyCat: r.categoryId });
export const toTestRow = (r: TestRecord): CompetencyCatOptionTestRow => ({ _id: r.id, title: r.title, _competencyCategoryOption: r.optionId });
export const toSubTestRow = (r: SubTestRecord): CompetencyCatOptionSubTestRow => ({
  _id: r.id,
  title: r.title,
  subTitle: r.subTitle,
  videoLink: r.videoLink,
  audioLink: r.audioLink,
  pdfLink1: r.pdfLink1,
  pdfLink2: r.pdfLink2,
  _competencyCatOptionTest: r.testId,
});
export const toLinks = (r: SubTestRecord): SubTestLinks => ({
  subTitle: r.subTitle,
  videoLink: r.videoLink,
  audioLink: r.audioLink,
  pdfLink1: r.pdfLink1,
  pdfLink2: r.pdfLink2,
  _test: r.testId,
  _subTest: r.id,
});
