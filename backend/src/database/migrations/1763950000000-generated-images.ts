import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * generated_images: the PNGs made by POST /api/generate-image, kept in the database so any app instance can
 * serve GET /api/generated-images/{id}; rows expire (IMAGE_TTL_MS) and a periodic purge deletes them.
 * The visitor's text is not stored, only the picture.
 */
export class GeneratedImages1763950000000 implements MigrationInterface {
  name = 'GeneratedImages1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE generated_images (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        platform varchar(32) NOT NULL,
        engine varchar(16) NOT NULL,
        width int NOT NULL CHECK (width > 0),
        height int NOT NULL CHECK (height > 0),
        bytes int NOT NULL CHECK (bytes > 0),
        png bytea NOT NULL,
        CHECK (expires_at > created_at)
      )`);
    await q.query(`CREATE INDEX generated_images_expires_at_idx ON generated_images (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generated_images`);
  }
}
