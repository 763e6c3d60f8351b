import { describe, expect, it } from "vitest";
import { paymentMethodName } from "./payment-methods";

describe("paymentMethodName", () => {
  it("gives Pesapal's codes the brand's own name", () => {
    for (const code of ["MpesaKE", "MPESA", "M-Pesa", "mpesa", " M-PESA "]) {
      expect(paymentMethodName(code), code).toBe("M-PESA");
    }
    expect(paymentMethodName("Visa")).toBe("Visa");
    expect(paymentMethodName("VISA")).toBe("Visa");
    expect(paymentMethodName("MasterCard")).toBe("Mastercard");
    expect(paymentMethodName("Master Card")).toBe("Mastercard");
    expect(paymentMethodName("AirtelKE")).toBe("Airtel Money");
    expect(paymentMethodName("Airtel")).toBe("Airtel Money");
    expect(paymentMethodName("MTN")).toBe("MTN Mobile Money");
    expect(paymentMethodName("TkashKE")).toBe("T-Kash");
    expect(paymentMethodName("EquitelKE")).toBe("Equitel");
    expect(paymentMethodName("Amex")).toBe("American Express");
  });

  it("shows an unknown method as reported, and none as null", () => {
    expect(paymentMethodName("  PayPal ")).toBe("PayPal");
    expect(paymentMethodName("Bank_Transfer")).toBe("Bank Transfer");
    expect(paymentMethodName("")).toBeNull();
    expect(paymentMethodName("   ")).toBeNull();
    expect(paymentMethodName(null)).toBeNull();
    expect(paymentMethodName(undefined)).toBeNull();
  });
});
