import type { InsuranceOffer } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { insuranceOfferSchema } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import {
  insuranceAmount,
  insuranceChoiceMissing,
  insuranceQuoteRequest,
  insuranceState,
} from './insurance';

const offer = (id: InsuranceOffer['id'], sellPrice: number): InsuranceOffer =>
  fixture(insuranceOfferSchema, {
    id,
    sellPrice,
    amount: 40_000,
    cancellationPolicy: {
      type: id === 'FLEXIBLE' ? 'FLEXIBLE' : 'INSURANCE',
      isCancellable: id !== 'FLEXIBLE',
      refundWithinHours: id === 'FLEXIBLE' ? null : 72,
      coveredCases: id === 'FLEXIBLE' ? null : 25,
    },
  });

describe('insurance (CHK-034..038)', () => {
  it('CHK-036: the quote is asked only above 0 and with insurance enabled', () => {
    expect(insuranceQuoteRequest(40_000, true, 'FLEXIBLE')).toEqual({
      cancellationType: 'FLEXIBLE',
      orderAmount: 40_000,
    });
    expect(insuranceQuoteRequest(0, true, 'FLEXIBLE')).toBeNull();
    expect(insuranceQuoteRequest(null, true, 'FLEXIBLE')).toBeNull();
    expect(insuranceQuoteRequest(40_000, false, 'FLEXIBLE')).toBeNull();
  });

  it('CHK-034: undecided until chosen; required when enabled, not when insurance is off (CHK-035)', () => {
    expect(insuranceChoiceMissing(true, undefined)).toBe(true);
    expect(insuranceChoiceMissing(true, false)).toBe(false);
    expect(insuranceChoiceMissing(false, undefined)).toBe(false);
  });

  it('CHK-038, CHK-035: amount, insuranceToPay, hasInsurance, fetching and error; the flexible option is +0', () => {
    const quote = {
      data: { offers: [offer('FLEXIBLE', 0), offer('CANCELLATION_INSURANCE', 2_000)] },
      isLoading: false,
    };
    const chosen = insuranceState(40_000, true, quote);
    expect(chosen).toMatchObject({
      amount: 40_000,
      insuranceToPay: 2_000,
      hasInsurance: true,
      fetching: false,
      error: false,
    });
    expect(insuranceAmount(chosen)).toBe(2_000);
    expect(insuranceAmount(insuranceState(40_000, false, quote))).toBe(0);
    expect(insuranceState(40_000, undefined, { isLoading: true })).toMatchObject({
      fetching: true,
      hasInsurance: undefined,
    });
    expect(
      insuranceState(40_000, undefined, { isLoading: false, error: new Error('x') }).error,
    ).toBe(true);
  });
});
