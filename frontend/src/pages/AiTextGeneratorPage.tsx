import { SimplePage } from 'src/components/SimplePage';

export default function AiTextGeneratorPage() {
  return <SimplePage page="aiTextGenerator" />;
}
