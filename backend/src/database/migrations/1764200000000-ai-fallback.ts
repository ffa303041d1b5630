import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * processed_texts.ai_fallback: why the AI provider did not answer a text that the local engine then answered
 * (timeout, unreachable, rate_limited, server_error, bad_answer, circuit_open, …); null when there was no
 * fallback. A short code only, never text.
 */
export class AiFallback1764200000000 implements MigrationInterface {
  name = 'AiFallback1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE processed_texts ADD COLUMN ai_fallback varchar(16) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE processed_texts DROP COLUMN ai_fallback`);
  }
}
