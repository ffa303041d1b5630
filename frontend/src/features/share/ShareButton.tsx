import { Button, type ButtonProps } from '@chakra-ui/react';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShare } from './ShareProvider';

export function ShareButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { openShare } = useShare();
  return (
    <Button variant="ghost" size="sm" onClick={() => openShare('header')} {...props}>
      <Share2 />
      {t('share.button')}
    </Button>
  );
}
