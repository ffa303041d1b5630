import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { Database } from 'src/database/database';
import { UsageQueue } from 'src/database/usage-queue';
import { StoredImage } from './image.entity';

export interface NewStoredImage {
  png: Buffer;
  platform: string;
  engine: string;
  width: number;
  height: number;
  ttlMs: number;
}

/** A generate-image or image download that needs the database while it is down and the image is not kept. */
export const IMAGES_UNAVAILABLE = 'Images are temporarily unavailable. Please try again in a minute.';

@Injectable()
export class ImageRepository {
  private readonly repo: Repository<StoredImage>;

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(UsageQueue) private readonly queue: UsageQueue,
  ) {
    this.repo = db.dataSource.getRepository(StoredImage);
  }

  /**
   * Stores a PNG that expires ttlMs from now; returns its id. It goes through the usage queue: while the
   * database is down the image is kept in memory (and served from there) until it can be written; when the
   * queue holds as many image bytes as it may, this answers 503.
   */
  async save(image: NewStoredImage): Promise<string> {
    const id = randomUUID();
    const now = Date.now();
    const row: StoredImage = {
      id,
      createdAt: new Date(now),
      expiresAt: new Date(now + image.ttlMs),
      platform: image.platform,
      engine: image.engine,
      width: image.width,
      height: image.height,
      bytes: image.png.length,
      png: image.png,
    };
    await this.queue.write(StoredImage, row, { bytes: image.png.length, requiredMessage: IMAGES_UNAVAILABLE });
    return id;
  }

  /** The PNG of an image that has not expired, or null; a 503 while the database is down (unless kept here). */
  async findLive(id: string): Promise<Pick<StoredImage, 'png' | 'platform'> | null> {
    const kept = this.queue.find(StoredImage, id);
    if (kept) return kept.expiresAt.getTime() > Date.now() ? { png: kept.png, platform: kept.platform } : null;
    const rows: { png: Buffer; platform: string }[] = await this.db.run(
      () => this.repo.query(`SELECT png, platform FROM generated_images WHERE id = $1 AND expires_at > now()`, [id]),
      IMAGES_UNAVAILABLE,
    );
    return rows[0] ?? null;
  }

  /** Deletes every expired image; returns how many (none while the database is down: the next run will). */
  async purgeExpired(): Promise<number> {
    if (!this.db.available) return 0;
    // a DELETE through query() answers [rows, count]; counting in SQL keeps the answer a plain row
    const rows: { n: number }[] = await this.db.run(() =>
      this.repo.query(
        `WITH gone AS (DELETE FROM generated_images WHERE expires_at <= now() RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
      ),
    );
    return rows[0]?.n ?? 0;
  }
}
