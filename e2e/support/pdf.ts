// One PDF text reader for the server tests and the journeys (server/test/pdf.ts).
export { pdfFlatText, pdfPageCount, pdfPageFill, pdfText } from '../../server/test/pdf';
