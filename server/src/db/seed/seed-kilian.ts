import crypto from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import type { Storage } from '../../lib/storage';
import { competencySubTests } from '../schema/catalogue';
import { kilianTasks, kilianUploads } from '../schema/kilian';
import { uploads } from '../schema/uploads';

/** A one-page PDF with a line of text (a real, small document for the demo folders). */
export function demoPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * The KILIAN demo: the kilian account started a task for the student; with a storage,
 * the student keeps files in two folders of the first sub-test (stored through the
 * storage code, as the pre-signed upload would).
 */
export async function seedKilian(tx: Db, o: { kilianId: string; studentId: string; storage?: Storage }) {
  await tx.insert(kilianTasks).values({ studentId: o.studentId, kilianType: 'communication', topic: 'Sturzprophylaxe im Nachtdienst', startedById: o.kilianId });
  if (!o.storage) return;
  const [subTest] = await tx.select({ id: competencySubTests.id }).from(competencySubTests).orderBy(asc(competencySubTests.createdAt), asc(competencySubTests.id)).limit(1);
  if (!subTest) return;
  const files = [
    { type: 'confrontation' as const, title: 'Fallbeschreibung Herr K.pdf', ext: 'pdf', contentType: 'application/pdf', bytes: demoPdf('Fallbeschreibung: Herr K., 82 Jahre, Sturz in der Nacht') },
    { type: 'confrontation' as const, title: 'Fragen an die Praxisanleitung.txt', ext: 'txt', contentType: 'text/plain', bytes: Buffer.from('1. Welche Sturzrisiken sind bekannt?\n2. Welche Hilfsmittel stehen zur Verfügung?\n') },
    { type: 'finding a solution' as const, title: 'Massnahmenplan Sturzprophylaxe.pdf', ext: 'pdf', contentType: 'application/pdf', bytes: demoPdf('Massnahmenplan: Nachtlicht, Klingel in Reichweite, Hueftprotektor') },
  ];
  for (const [i, f] of files.entries()) {
    const key = `${crypto.randomUUID()}.${f.ext}`;
    await o.storage.put(key, f.bytes);
    const [upload] = await tx.insert(uploads).values({ key, contentType: f.contentType, size: f.bytes.length, uploaderId: o.studentId }).returning({ id: uploads.id });
    const at = new Date(Date.now() - (files.length - i) * 86_400_000);
    // the host is not part of the permission: the web app opens the address's path (same origin)
    await tx.insert(kilianUploads).values({
      studentId: o.studentId,
      subTestId: subTest.id,
      type: f.type,
      title: f.title,
      file: `http://localhost/api/upload/files/${key}`,
      uploadId: upload!.id,
      uploadedById: o.studentId,
      createdAt: at,
      updatedAt: at,
    });
  }
}
