import { SimplePage } from 'src/components/SimplePage';

export default function BlogPostPage() {
  return <SimplePage page="blogPost" />;
}
