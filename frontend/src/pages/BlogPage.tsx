import { SimplePage } from 'src/components/SimplePage';

export default function BlogPage() {
  return <SimplePage page="blog" />;
}
