import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import type { TrafficLight } from '@praxisport/contract/placements';

/** Badge props of a traffic light, readable on white (AA): dark teal, yellow with dark text, dark red. */
export const lightBadge: Record<TrafficLight, { color: string; variant: 'filled'; autoContrast?: boolean }> = {
  green: { color: 'teal.9', variant: 'filled' },
  amber: { color: 'yellow.5', variant: 'filled', autoContrast: true },
  red: { color: 'red.9', variant: 'filled' },
};

/** A traffic light as a coloured badge that says its word: the colour is never the only sign. */
export function LightBadge({ light, children }: { light: TrafficLight; children: ReactNode }) {
  return (
    // one width for the three words, so that lights line up in lists; never narrower than the word (tables)
    <Badge {...lightBadge[light]} tt="none" w="4rem" style={{ flexShrink: 0, minWidth: 'max-content' }} data-light={light}>
      {children}
    </Badge>
  );
}
