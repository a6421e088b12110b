import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { modificationAmountToPay, type ModificationConditions } from './modification';

const conditions = (
  refundableAmount: number,
  giftPayments: { gift: number; upsell: number }[] = [],
): ModificationConditions => ({ refundableAmount, giftPayments });

describe('order modification: amount to pay (CHK-027..031)', () => {
  it('CHK-027: a new price at most the upsell part pays min(gift, upsell) minus the refundable amount', () => {
    // gift 100 €, upsell 150 €: a new price of 120 € is within the upsell part.
    expect(
      modificationAmountToPay(12_000, conditions(3_000, [{ gift: 10_000, upsell: 15_000 }])),
    ).toBe(7_000);
    // The smaller of the two is the upsell this time.
    expect(
      modificationAmountToPay(4_000, conditions(1_000, [{ gift: 9_000, upsell: 5_000 }])),
    ).toBe(4_000);
    // Exactly the upsell part is still "at most".
    expect(modificationAmountToPay(5_000, conditions(0, [{ gift: 9_000, upsell: 5_000 }]))).toBe(
      5_000,
    );
  });

  it('CHK-027: a refundable amount above min(gift, upsell) owes nothing (never a negative payment)', () => {
    expect(
      modificationAmountToPay(4_000, conditions(8_000, [{ gift: 9_000, upsell: 5_000 }])),
    ).toBe(0);
  });

  it('CHK-028: above the upsell part but at most the gift amount pays 0', () => {
    expect(
      modificationAmountToPay(8_000, conditions(1_000, [{ gift: 9_000, upsell: 5_000 }])),
    ).toBe(0);
    expect(modificationAmountToPay(9_000, conditions(0, [{ gift: 9_000, upsell: 5_000 }]))).toBe(0);
  });

  it('CHK-029: otherwise the new price minus the larger of gift and refundable amount', () => {
    expect(
      modificationAmountToPay(20_000, conditions(12_000, [{ gift: 9_000, upsell: 5_000 }])),
    ).toBe(8_000);
    expect(
      modificationAmountToPay(20_000, conditions(2_000, [{ gift: 9_000, upsell: 5_000 }])),
    ).toBe(11_000);
    // Without gift payments: the free modification, the new price minus what was paid.
    expect(modificationAmountToPay(30_000, conditions(24_000))).toBe(6_000);
    expect(modificationAmountToPay(20_000, conditions(24_000))).toBe(0);
  });

  it('CHK-031: gift and upsell parts add up over every gift payment', () => {
    const payments = [
      { gift: 4_000, upsell: 1_000 },
      { gift: 5_000, upsell: 4_000 },
    ];
    // gift 90 €, upsell 50 €: as one payment of the same sums.
    for (const price of [3_000, 5_000, 7_000, 9_000, 15_000]) {
      expect(modificationAmountToPay(price, conditions(500, payments))).toBe(
        modificationAmountToPay(price, conditions(500, [{ gift: 9_000, upsell: 5_000 }])),
      );
    }
  });

  it('CHK-030: the variant with insurance adds the insurance amount', () => {
    expect(modificationAmountToPay(30_000, conditions(24_000), 1_500)).toBe(7_500);
    expect(
      modificationAmountToPay(8_000, conditions(0, [{ gift: 9_000, upsell: 5_000 }]), 400),
    ).toBe(400);
  });

  it('CHK-027..030: never a negative payment; insurance comes on top of any branch', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        fc.array(fc.record({ gift: cents, upsell: cents }), { maxLength: 3 }),
        cents,
        (price, refundable, giftPayments, insurance) => {
          const amount = modificationAmountToPay(
            price,
            conditions(refundable, giftPayments),
            insurance,
          );
          expect(amount).toBeGreaterThanOrEqual(insurance);
          expect(amount - insurance).toBe(
            modificationAmountToPay(price, conditions(refundable, giftPayments)),
          );
        },
      ),
    );
  });
});
