import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Storage } from '../../lib/storage';
import type { Db } from '../client';
import { talks } from '../schema/talks';
import { uploads } from '../schema/uploads';
import { users } from '../schema/users';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A handwriting-like stroke on white, as a greyscale PNG: the demo instructor's signature. */
export function signaturePng(width = 240, height = 80): Buffer {
  const px = new Uint8Array(width * height).fill(255);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xi = Math.round(x + dx);
        const yi = Math.round(y + dy);
        if (xi >= 0 && yi >= 0 && xi < width && yi < height) px[yi * width + xi] = 20;
      }
  };
  for (let s = 0; s <= 1; s += 0.0005) {
    const x = 15 + s * 200;
    dot(x, 42 + 18 * Math.sin(s * 22) * Math.cos(s * 3) - 10 * s);
  }
  for (let s = 0; s <= 1; s += 0.002) dot(60 + s * 150, 66 - s * 4);
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    Buffer.from(px.buffer, y * width, width).copy(raw, y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Stores a signature image for the teacher (as sign-up would) and sets it as their signature. */
async function seedSignature(tx: Db, { teacherId, storage }: { teacherId: string; storage: Storage }) {
  const key = `${crypto.randomUUID()}.png`;
  const png = signaturePng();
  await storage.put(key, png);
  await tx.insert(uploads).values({ key, contentType: 'image/png', size: png.length, uploaderId: teacherId });
  // the host is not part of the permission: the web app shows the address's path (same origin)
  await tx.update(users).set({ signature: `http://localhost/api/upload/files/${key}` }).where(eq(users.id, teacherId));
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * The demo talks: for the first students of a class an initial talk the instructor
 * submitted and the student confirmed; for the first of them also an interim talk submitted but
 * not yet confirmed. The instructor gets a signature image when a storage is given.
 */
export async function seedTalks(tx: Db, o: { teacherId: string; studentIds: string[]; storage?: Storage }) {
  if (o.storage) await seedSignature(tx, { teacherId: o.teacherId, storage: o.storage });
  const year = new Date().getFullYear();
  const fields = (ago: number) => ({
    interviewDate: isoDay(daysAgo(ago)),
    intermWeek: 20,
    intermYear: year,
    finalWeek: 44,
    finalYear: year,
    teacherType: 'HPA' as const,
    otherPerson: 'Petra Lange',
    otherType: 'SL' as const,
    mainteractionDates: [isoDay(daysAgo(ago - 7)), isoDay(daysAgo(ago - 14))],
    fixedpointDates: [isoDay(daysAgo(ago - 21))],
    competencyTestDate: isoDay(daysAgo(ago - 60)),
    teacherId: o.teacherId,
    instructorConfirmation: true,
    instructorConfirmedById: o.teacherId,
  });
  const [first] = o.studentIds;
  if (!first) return;
  await tx.insert(talks).values([
    ...o.studentIds.map((studentId, i) => ({
      ...fields(40),
      studentId,
      talkType: 'initialconsultation' as const,
      instructorConfirmedAt: daysAgo(40 - (i % 3)),
      studentConfirmation: true,
      studentConfirmedById: studentId,
      studentConfirmedAt: daysAgo(39 - (i % 3)),
    })),
    { ...fields(5), studentId: first, talkType: 'intermtalk' as const, instructorConfirmedAt: daysAgo(5), otherPerson: 'Karl Brandt', otherType: 'PDL' as const },
  ]);
}
