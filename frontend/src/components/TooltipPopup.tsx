import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactElement, ReactNode } from 'react';

/** SPEC §9 tooltip timing: opens after 700 ms, closes after 300 ms. The child keeps its own accessible name. */
export function TooltipPopup({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ChakraTooltip.Root recipe={tooltipSlotRecipe} openDelay={700} closeDelay={300}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
