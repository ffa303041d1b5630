import { SimplePage } from 'src/components/SimplePage';

export default function GuidePage() {
  return <SimplePage page="guide" />;
}
