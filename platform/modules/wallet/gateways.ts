/**
 * Payment gateways members deposit through. The embedded platform has one demo gateway that
 * credits at once; it is demo content, so production offers it only with DEMO_CONTENT=true.
 * A real gateway would answer through its own callback.
 */
export type Gateway = { id: string; name: string };

const DEMO_GATEWAYS: readonly Gateway[] = [{ id: 'demo-pay', name: 'DemoPay' }];

/** The gateways members may use in this deployment. */
export function availableGateways(env: { demoContent: boolean }): readonly Gateway[] {
  return env.demoContent ? DEMO_GATEWAYS : [];
}

export function findGateway(env: { demoContent: boolean }, id: string): Gateway | undefined {
  return availableGateways(env).find((g) => g.id === id);
}

/** A past request's gateway as people read it, whether or not it is still offered. */
export function gatewayName(id: string): string {
  return DEMO_GATEWAYS.find((g) => g.id === id)?.name ?? id;
}
