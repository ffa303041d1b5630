import { SimplePage } from 'src/components/SimplePage';

export default function PrivacyPage() {
  return <SimplePage page="privacy" />;
}
