import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// a valid 1×1 PNG: the server checks the bytes against the declared type (SEC-09)
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A tiny PNG on disk (one fixed path: the same bytes every time, so nothing piles up in /tmp). */
export function pngFixture(): string {
  const file = path.join(os.tmpdir(), 'praxisport-e2e-bild.png');
  if (!fs.existsSync(file)) fs.writeFileSync(file, Buffer.from(PNG_1X1, 'base64'));
  return file;
}

/** Unique per run and call, so journeys can sign up again and again against one database. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export const DEMO_PASSWORD = 'praxisport';
export const demo = {
  admin: 'admin@praxisport.de',
  supervisor: 'sabine.krueger@praxisport.de',
  teacher: 'markus.weber@praxisport.de',
  student: 'lena.schmidt@praxisport.de',
  kilian: 'jonas.fischer@praxisport.de',
} as const;
