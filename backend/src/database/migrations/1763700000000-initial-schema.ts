import { MigrationInterface, QueryRunner } from 'typeorm';

/** processed_texts and usage_events: counts and options only, never the visitor's text. */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE processed_texts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        kind varchar(16) NOT NULL,
        engine varchar(32) NOT NULL,
        input_chars int NOT NULL CHECK (input_chars >= 0),
        input_words int NOT NULL CHECK (input_words >= 0),
        output_chars int NOT NULL CHECK (output_chars >= 0),
        output_words int NOT NULL CHECK (output_words >= 0),
        options jsonb NOT NULL DEFAULT '{}'::jsonb,
        duration_ms int NOT NULL CHECK (duration_ms >= 0),
        ui_language varchar(8),
        output_language varchar(16),
        feedback varchar(8) CHECK (feedback IN ('like', 'dislike')),
        feedback_at timestamptz,
        CHECK ((feedback IS NULL) = (feedback_at IS NULL))
      )`);
    await q.query(`CREATE INDEX processed_texts_created_at_idx ON processed_texts (created_at)`);
    await q.query(`CREATE INDEX processed_texts_feedback_idx ON processed_texts (feedback) WHERE feedback IS NOT NULL`);
    await q.query(`
      CREATE TABLE usage_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        kind varchar(32) NOT NULL,
        bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0),
        duration_ms int NOT NULL DEFAULT 0 CHECK (duration_ms >= 0),
        outcome varchar(32) NOT NULL,
        engine varchar(32) NOT NULL
      )`);
    await q.query(`CREATE INDEX usage_events_created_at_idx ON usage_events (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE usage_events`);
    await q.query(`DROP TABLE processed_texts`);
  }
}
