import { Module } from '@nestjs/common';
import { DonationsController } from './donations.controller';
import { DonationsRepository } from './donations.repository';
import { DonationsService } from './donations.service';
import { stripeClientProvider } from './stripe.provider';

@Module({
  controllers: [DonationsController],
  providers: [stripeClientProvider, DonationsRepository, DonationsService],
  exports: [DonationsService],
})
export class DonationsModule {}
