import { LoadOnInterest } from 'src/components/LoadOnInterest';
import { PickerButton } from './PickerButton';

const loadMenu = () => import('./LanguageCountryMenu');

/**
 * Header picker (SPEC §2): a button that opens the language and country menu. The menu's code (Chakra's menu
 * machine, positioning, a portal) is fetched when the pointer or the focus first reaches the button, and the
 * menu opens at once if the button was pressed before it arrived.
 */
export function LanguageCountryPicker() {
  return (
    <LoadOnInterest
      load={loadMenu}
      opensOnPress
      plain={<PickerButton aria-haspopup="menu" aria-expanded={false} />}
      loaded={({ LanguageCountryMenu }, pressed) => <LanguageCountryMenu defaultOpen={pressed} />}
    />
  );
}
