import { SimplePage } from 'src/components/SimplePage';

export default function LearnPage() {
  return <SimplePage page="learn" />;
}
