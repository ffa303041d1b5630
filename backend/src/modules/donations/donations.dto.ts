import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNumber, IsString, Matches } from 'class-validator';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_COUNTRY,
  type Country,
  type CountryCode,
  type CurrencyCode,
  type CurrencyInfo,
} from '@likho/site/countries';
import { DONATION_STATUSES, type DonationStatus } from './donations.entity';

export class CreateCheckoutSessionRequest {
  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode', example: 'IN' })
  @IsIn(COUNTRY_CODES, { message: 'country must be a country from the list' })
  country: CountryCode;

  @ApiProperty({
    type: 'number',
    example: 150,
    description:
      "Whole units of the country's currency: one of its three suggested amounts, or a custom amount between the currency's customMin and customMax",
  })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'amount must be a number' })
  amount: number;
}

export class CheckoutSessionResponse {
  @ApiProperty({ description: "Client secret of the Stripe Checkout Session, for Stripe.js's embedded checkout" })
  clientSecret: string;
}

export class CheckoutSessionIdParam {
  @ApiProperty({ example: 'cs_test_a1b2c3' })
  @IsString()
  @Matches(/^cs_[A-Za-z0-9_]{1,250}$/, { message: 'sessionId must be a Stripe Checkout Session id' })
  sessionId: string;
}

export const CHECKOUT_SESSION_STATES = ['open', 'complete', 'expired'] as const;
export type CheckoutSessionState = (typeof CHECKOUT_SESSION_STATES)[number];

export class CheckoutSessionStatusResponse {
  @ApiProperty({ enum: CHECKOUT_SESSION_STATES, enumName: 'CheckoutSessionState' })
  status: CheckoutSessionState;

  @ApiProperty({ enum: DONATION_STATUSES, enumName: 'DonationStatus', description: 'paid once the money is received' })
  donationStatus: DonationStatus;

  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode', nullable: true })
  country: CountryCode | null;

  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode', nullable: true })
  currency: CurrencyCode | null;

  @ApiProperty({ type: 'number', nullable: true, description: 'Whole currency units' })
  amount: number | null;
}

export class CountryNames {
  @ApiProperty({ example: 'India' })
  en: string;

  @ApiProperty({ example: 'भारत' })
  hi: string;
}

export class DonationCountry {
  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode' })
  code: CountryCode;

  @ApiProperty({ type: CountryNames })
  names: CountryNames;

  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode' })
  currency: CurrencyCode;

  @ApiProperty({ example: '🇮🇳' })
  flag: string;

  @ApiProperty({ example: 0.3 })
  pppMultiplier: number;

  @ApiProperty({ type: [Number], example: [50, 150, 400], description: 'Three suggested amounts, whole units' })
  donationAmounts: number[];
}

export const SYMBOL_POSITIONS = ['before', 'after'] as const;

export class DonationCurrency {
  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode' })
  code: CurrencyCode;

  @ApiProperty({ example: '₹' })
  symbol: string;

  @ApiProperty({ enum: SYMBOL_POSITIONS, enumName: 'SymbolPosition' })
  position: 'before' | 'after';

  @ApiProperty({ example: 2, description: 'Stripe amount = whole units × 10^minorUnitExponent' })
  minorUnitExponent: number;

  @ApiProperty({ example: 50, description: 'Smallest custom amount, whole units' })
  customMin: number;

  @ApiProperty({ example: 40000, description: 'Largest custom amount, whole units' })
  customMax: number;
}

export class DonationCountriesResponse {
  @ApiProperty({ type: [DonationCountry] })
  countries: DonationCountry[];

  @ApiProperty({ type: [DonationCurrency] })
  currencies: DonationCurrency[];

  @ApiProperty({ enum: COUNTRY_CODES, enumName: 'CountryCode' })
  defaultCountry: CountryCode;
}

export class WebhookResponse {
  @ApiProperty({ example: true })
  received: boolean;
}

const toCountry = (c: Country): DonationCountry => ({
  code: c.code,
  names: { en: c.names.en, hi: c.names.hi },
  currency: c.currency,
  flag: c.flag,
  pppMultiplier: c.pppMultiplier,
  donationAmounts: [...c.donationAmounts],
});

const toCurrency = (c: CurrencyInfo): DonationCurrency => ({ ...c });

/** The shared country table as an API answer (table order; clients sort by name in their language). */
export function toDonationCountriesResponse(): DonationCountriesResponse {
  return {
    countries: Object.values(COUNTRIES).map(toCountry),
    currencies: Object.values(CURRENCIES).map(toCurrency),
    defaultCountry: DEFAULT_COUNTRY,
  };
}
