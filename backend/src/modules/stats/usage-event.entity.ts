import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

const bigintAsNumber = { to: (v: number) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** One media or generation call (transcribe, ocr, video, image, learning): what happened, never the content. */
@Entity('usage_events')
export class UsageEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ type: 'bigint', default: 0, transformer: bigintAsNumber })
  bytes: number;

  @Column({ name: 'duration_ms', type: 'int', default: 0 })
  durationMs: number;

  /** ok, or a short error class such as invalid_input, unsupported, provider_error. */
  @Column({ type: 'varchar', length: 32 })
  outcome: string;

  @Column({ type: 'varchar', length: 32 })
  engine: string;
}
