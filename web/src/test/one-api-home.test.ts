import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources, src } from './sources';

/** 'GET /api/grade/:p' for each call `api.get(…'/api/grade/${id}'…)` or `apiRequest('/api/…', { method })`. */
function callsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/api\.(get|post|put|patch|delete)\s*(?:<[^(]*?>)?\(\s*[`']([^`']*)/g)) {
    found.push(`${m[1]!.toUpperCase()} ${m[2]!.replace(/\$\{[^}]*\}/g, ':p').replace(/\?.*/, '')}`);
  }
  return found.filter((c) => c.includes('/api/'));
}

describe('ISSUE-6 one page pattern: one home for each API call', () => {
  it('no API call is written in two features: what several features read lives in lib/api/', () => {
    const featuresDir = path.join(src, 'features');
    const homes = new Map<string, Set<string>>();
    for (const feature of fs.readdirSync(featuresDir)) {
      for (const file of sources(path.join(featuresDir, feature))) {
        for (const call of callsOf(file)) homes.set(call, (homes.get(call) ?? new Set()).add(feature));
      }
    }
    const copied = [...homes].filter(([, features]) => features.size > 1).map(([call, features]) => `${call}: ${[...features].join(', ')}`);
    expect(copied).toEqual([]);
    // the scan finds calls at all (a broken pattern would pass silently)
    expect(homes.size).toBeGreaterThan(50);
  });
});
