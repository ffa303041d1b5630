import { HStack, Text } from '@chakra-ui/react';

/** The Likho mark and name; colours follow the theme (light and dark variants). */
export function Logo() {
  return (
    <HStack gap="2">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--chakra-colors-brand-solid)" />
        <path d="M18 46 L40 18 L47 25 L25 53 L16 55 Z" fill="var(--chakra-colors-brand-contrast)" />
        <path d="M40 18 L44 14 Q46 12 48 14 L51 17 Q53 19 51 21 L47 25 Z" fill="#fbbf24" />
      </svg>
      <Text fontWeight="bold" fontSize="xl" letterSpacing="tight" whiteSpace="nowrap">
        Likho{' '}
        <Text as="span" color="fg.muted" fontWeight="semibold" lang="hi" display={{ base: 'none', sm: 'inline' }}>
          लिखो
        </Text>
      </Text>
    </HStack>
  );
}
