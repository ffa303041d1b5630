import { Inject, Injectable } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import { StoredImage } from './image.entity';

export interface NewStoredImage {
  png: Buffer;
  platform: string;
  engine: string;
  width: number;
  height: number;
  ttlMs: number;
}

@Injectable()
export class ImageRepository {
  private readonly repo: Repository<StoredImage>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.repo = dataSource.getRepository(StoredImage);
  }

  /** Stores a PNG that expires ttlMs from now; returns its id. */
  async save(image: NewStoredImage): Promise<string> {
    const rows: { id: string }[] = await this.repo.query(
      `INSERT INTO generated_images (expires_at, platform, engine, width, height, bytes, png)
       VALUES (now() + $1 * interval '1 millisecond', $2, $3, $4, $5, $6, $7)
       RETURNING id`,
      [image.ttlMs, image.platform, image.engine, image.width, image.height, image.png.length, image.png],
    );
    return rows[0].id;
  }

  /** The PNG of an image that has not expired, or null. */
  async findLive(id: string): Promise<Pick<StoredImage, 'png' | 'platform'> | null> {
    const rows: { png: Buffer; platform: string }[] = await this.repo.query(
      `SELECT png, platform FROM generated_images WHERE id = $1 AND expires_at > now()`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Deletes every expired image; returns how many. */
  async purgeExpired(): Promise<number> {
    // a DELETE through query() answers [rows, count]; counting in SQL keeps the answer a plain row
    const rows: { n: number }[] = await this.repo.query(
      `WITH gone AS (DELETE FROM generated_images WHERE expires_at <= now() RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
    );
    return rows[0]?.n ?? 0;
  }
}
