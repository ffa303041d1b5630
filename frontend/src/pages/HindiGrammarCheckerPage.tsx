import { SimplePage } from 'src/components/SimplePage';

export default function HindiGrammarCheckerPage() {
  return <SimplePage page="hindiGrammarChecker" />;
}
