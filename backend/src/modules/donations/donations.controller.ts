import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from 'express';
import { ApiErrors } from 'src/common/api-errors.decorator';
import { ErrorResponse } from 'src/common/response.dto';
import {
  CheckoutSessionIdParam,
  CheckoutSessionResponse,
  CheckoutSessionStatusResponse,
  CreateCheckoutSessionRequest,
  DonationCountriesResponse,
  WebhookResponse,
} from './donations.dto';
import { DonationsService } from './donations.service';

const ProviderError = () =>
  ApiResponse({ status: 502, description: 'The payment provider failed or refused the call', type: ErrorResponse });

@ApiTags('donations')
@Controller('donations')
export class DonationsController {
  constructor(private readonly donations: DonationsService) {}

  @Get('countries')
  @ApiOperation({ summary: 'Countries, currencies and suggested donation amounts (the shared table)' })
  @ApiOkResponse({ type: DonationCountriesResponse })
  @ApiErrors(429, 503)
  getDonationCountries(): DonationCountriesResponse {
    return this.donations.countries();
  }

  @Post('checkout-session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start an embedded Stripe Checkout for a donation',
    description:
      "The amount is one of the country's suggested amounts or a whole custom amount within the currency's bounds. " +
      'After paying, Stripe returns the visitor to /checkout?session_id=… (/hi/checkout when X-UI-Language is hi).',
  })
  @ApiOkResponse({ type: CheckoutSessionResponse })
  @ApiErrors(400, 429, 503)
  @ProviderError()
  createCheckoutSession(
    @Body() body: CreateCheckoutSessionRequest,
    @Req() req: Request,
  ): Promise<CheckoutSessionResponse> {
    return this.donations.createCheckoutSession(body.country, body.amount, req.client?.uiLanguage ?? 'en');
  }

  @Get('checkout-session/:sessionId')
  @ApiOperation({ summary: 'Where a checkout stands (for the return page)' })
  @ApiOkResponse({ type: CheckoutSessionStatusResponse })
  @ApiErrors(400, 404, 429, 503)
  @ProviderError()
  getCheckoutSessionStatus(@Param() params: CheckoutSessionIdParam): Promise<CheckoutSessionStatusResponse> {
    return this.donations.getCheckoutSessionStatus(params.sessionId);
  }

  /** Called by Stripe only; the body arrives raw (see app.factory) so the signature can be checked. */
  @Post('webhook')
  @HttpCode(200)
  @SkipThrottle()
  @ApiExcludeEndpoint()
  handleStripeWebhook(@Req() req: Request, @Headers('stripe-signature') signature?: string): Promise<WebhookResponse> {
    return this.donations.handleWebhook(req.body, signature);
  }
}
