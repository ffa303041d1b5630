import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type FeedbackValue = 'like' | 'dislike';

/**
 * One processed text: counts, options and timings only. The visitor's text is never stored.
 * `id` is the `usageStatsId` the client sends back with feedback.
 */
@Entity('processed_texts')
export class ProcessedText {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Where the input came from: text, audio, video or image. */
  @Column({ type: 'varchar', length: 16 })
  kind: string;

  /** Which engine produced the output (local, openai, …). */
  @Column({ type: 'varchar', length: 32 })
  engine: string;

  @Column({ name: 'input_chars', type: 'int' })
  inputChars: number;

  @Column({ name: 'input_words', type: 'int' })
  inputWords: number;

  @Column({ name: 'output_chars', type: 'int' })
  outputChars: number;

  @Column({ name: 'output_words', type: 'int' })
  outputWords: number;

  /** The chosen options (enums only, never text). */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  options: Record<string, unknown>;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  @Column({ name: 'ui_language', type: 'varchar', length: 8, nullable: true })
  uiLanguage: string | null;

  @Column({ name: 'output_language', type: 'varchar', length: 16, nullable: true })
  outputLanguage: string | null;

  /** Why the AI provider did not answer and the local engine did (timeout, circuit_open, …); null: no fallback. */
  @Column({ name: 'ai_fallback', type: 'varchar', length: 16, nullable: true })
  aiFallback: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  feedback: FeedbackValue | null;

  @Column({ name: 'feedback_at', type: 'timestamptz', nullable: true })
  feedbackAt: Date | null;
}
