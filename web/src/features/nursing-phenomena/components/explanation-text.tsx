import { Stack, Text } from '@mantine/core';

/** An explanation's paragraphs (blank lines separate them), as plain text. */
export function ExplanationText({ text }: { text: string }) {
  return (
    <Stack gap="xs">
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <Text key={i} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
            {p.trim()}
          </Text>
        ))}
    </Stack>
  );
}
