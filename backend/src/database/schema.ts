import type { MixedList } from 'typeorm';
import { InitialSchema1763700000000 } from './migrations/1763700000000-initial-schema';
import { Donations1763800000000 } from './migrations/1763800000000-donations';
import { GeneratedImages1763950000000 } from './migrations/1763950000000-generated-images';
import { ProcessedTotals1764100000000 } from './migrations/1764100000000-processed-totals';
import { AiFallback1764200000000 } from './migrations/1764200000000-ai-fallback';
import { ProcessedText } from 'src/modules/text/text.entity';
import { UsageEvent } from 'src/modules/stats/usage-event.entity';
import { Donation } from 'src/modules/donations/donations.entity';
import { StoredImage } from 'src/modules/image/image.entity';

/** Every entity and migration, listed explicitly so the app, jest and the TypeORM CLI agree. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const ENTITIES: MixedList<Function> = [ProcessedText, UsageEvent, Donation, StoredImage];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const MIGRATIONS: MixedList<Function> = [
  InitialSchema1763700000000,
  Donations1763800000000,
  GeneratedImages1763950000000,
  ProcessedTotals1764100000000,
  AiFallback1764200000000,
];
