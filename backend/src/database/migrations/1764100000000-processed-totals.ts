import { MigrationInterface, QueryRunner } from 'typeorm';

/** Counter rows spread writers over this many slots, so concurrent inserts never queue on one row's lock. */
export const TOTALS_SLOTS = 16;

/**
 * processed_totals: the running totals GET /api/stats reads (texts processed, likes, input words), kept by
 * statement-level triggers on processed_texts, so the stats cost one read of at most 16 rows however large
 * the table grows (counting a million rows takes about 50 ms) and stay exact: the triggers run inside the
 * writing transaction, also for raw SQL inserts, updates, deletes and TRUNCATE.
 *
 * Each statement adds its change to the slot of its database session (pg_backend_pid() % 16), so two
 * sessions inserting at once update different rows. The reader sums the slots.
 */
export class ProcessedTotals1764100000000 implements MigrationInterface {
  name = 'ProcessedTotals1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE processed_totals (
        slot smallint PRIMARY KEY CHECK (slot >= 0 AND slot < ${TOTALS_SLOTS}),
        processed bigint NOT NULL DEFAULT 0,
        likes bigint NOT NULL DEFAULT 0,
        input_words bigint NOT NULL DEFAULT 0
      )`);
    // the rows already there
    await q.query(`
      INSERT INTO processed_totals (slot, processed, likes, input_words)
      SELECT 0, count(*), count(*) FILTER (WHERE feedback = 'like'), coalesce(sum(input_words), 0)
        FROM processed_texts`);
    // adds one statement's change (may be negative) to this session's slot
    await q.query(`
      CREATE FUNCTION processed_totals_add(d_processed bigint, d_likes bigint, d_words bigint) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO processed_totals AS t (slot, processed, likes, input_words)
        SELECT pg_backend_pid() % ${TOTALS_SLOTS}, d_processed, d_likes, d_words
         WHERE d_processed <> 0 OR d_likes <> 0 OR d_words <> 0
        ON CONFLICT (slot) DO UPDATE SET processed = t.processed + EXCLUDED.processed,
                                         likes = t.likes + EXCLUDED.likes,
                                         input_words = t.input_words + EXCLUDED.input_words
      $$`);
    await q.query(`
      CREATE FUNCTION processed_totals_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM processed_totals_add(count(*), count(*) FILTER (WHERE feedback = 'like'),
                                       coalesce(sum(input_words), 0))
             FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM processed_totals_add(-count(*), -count(*) FILTER (WHERE feedback = 'like'),
                                       -coalesce(sum(input_words), 0))
             FROM old_rows;
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM processed_totals_add(0,
                    (SELECT count(*) FILTER (WHERE feedback = 'like') FROM new_rows)
                  - (SELECT count(*) FILTER (WHERE feedback = 'like') FROM old_rows),
                    (SELECT coalesce(sum(input_words), 0) FROM new_rows)
                  - (SELECT coalesce(sum(input_words), 0) FROM old_rows));
        ELSE -- TRUNCATE
          DELETE FROM processed_totals;
        END IF;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER processed_totals_insert AFTER INSERT ON processed_texts
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION processed_totals_on_change()`);
    await q.query(`
      CREATE TRIGGER processed_totals_delete AFTER DELETE ON processed_texts
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION processed_totals_on_change()`);
    await q.query(`
      CREATE TRIGGER processed_totals_update AFTER UPDATE ON processed_texts
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION processed_totals_on_change()`);
    await q.query(`
      CREATE TRIGGER processed_totals_truncate AFTER TRUNCATE ON processed_texts
        FOR EACH STATEMENT EXECUTE FUNCTION processed_totals_on_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['insert', 'delete', 'update', 'truncate'])
      await q.query(`DROP TRIGGER processed_totals_${t} ON processed_texts`);
    await q.query(`DROP FUNCTION processed_totals_on_change()`);
    await q.query(`DROP FUNCTION processed_totals_add(bigint, bigint, bigint)`);
    await q.query(`DROP TABLE processed_totals`);
  }
}
