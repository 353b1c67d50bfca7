/**
 * Payment gateways members deposit through. The embedded platform has one demo gateway that
 * credits at once (DESIGN "Wallet rules"); a real one would answer through its own callback.
 */
export type Gateway = { id: string; name: string };

export const GATEWAYS: readonly Gateway[] = [{ id: 'demo-pay', name: 'DemoPay' }];

export function findGateway(id: string): Gateway | undefined {
  return GATEWAYS.find((g) => g.id === id);
}
