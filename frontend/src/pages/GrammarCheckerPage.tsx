import { SimplePage } from 'src/components/SimplePage';

export default function GrammarCheckerPage() {
  return <SimplePage page="grammarChecker" />;
}
