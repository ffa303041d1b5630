import { SimplePage } from 'src/components/SimplePage';

export default function SocialMediaGeneratorPage() {
  return <SimplePage page="socialMediaGenerator" />;
}
