import { useEffect, useState } from 'react';
import { Box, FileInput, Group, Image } from '@mantine/core';
import { imageTypes } from '@praxisport/contract/uploads';

interface ImageFileFieldProps {
  label: string;
  previewAlt: string;
  placeholder: string;
  description: string;
  /** The accessible name of the button that removes the chosen file. */
  clearLabel: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  testId: string;
}

/** A file input for one image with a small preview beside it (AUTH-19, AUTH-21). */
export function ImageFileField({ label, previewAlt, placeholder, description, clearLabel, value, onChange, error, testId }: ImageFileFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    // jsdom has no object URLs; the preview is only a convenience
    if (!value || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <FileInput
        style={{ flex: 1, minWidth: 0 }}
        label={label}
        description={description}
        placeholder={placeholder}
        accept={imageTypes.join(',')}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        value={value}
        onChange={onChange}
        error={error}
        withAsterisk
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        styles={{ description: { color: 'var(--mantine-color-gray-7)' }, placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        fileInputProps={{ 'data-testid': testId } as React.ComponentProps<'input'>}
      />
      <Box
        w={72}
        h={72}
        mt={22}
        style={{ flexShrink: 0, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)', background: 'white', overflow: 'hidden' }}
      >
        {preview && <Image src={preview} alt={previewAlt} w="100%" h="100%" fit="contain" />}
      </Box>
    </Group>
  );
}
