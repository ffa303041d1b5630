import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A generated social image, served by id until it expires. */
@Entity('generated_images')
export class StoredImage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 32 })
  platform: string;

  /** card, or openai (AI backdrop under the card text). */
  @Column({ type: 'varchar', length: 16 })
  engine: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'int' })
  bytes: number;

  @Column({ type: 'bytea' })
  png: Buffer;
}
