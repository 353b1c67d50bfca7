import { endpoints, type EndpointName } from '@/lib/contracts/endpoints';
import type { StaffRole } from '@/lib/contracts/staff';
import type { OperatorActor } from './context';

/** The roles an operator endpoint names in its contract entry; [] for any other endpoint. */
export function rolesFor(name: EndpointName): readonly StaffRole[] {
  const definition = endpoints[name] as { roles?: readonly StaffRole[] };
  return definition.roles ?? [];
}

/** The key may call every operator endpoint; an operator only those that name their role. */
export function mayCall(actor: OperatorActor, name: EndpointName): boolean {
  return actor.kind === 'key' || rolesFor(name).includes(actor.role);
}

/** Whether calls are written to the audit log: every operator endpoint unless its contract says it only reads. */
export function isAudited(name: EndpointName): boolean {
  return (endpoints[name] as { audit?: boolean }).audit !== false;
}

export function actorName(actor: OperatorActor): string {
  return actor.kind === 'key' ? 'operator-key' : actor.username;
}

export function actorRole(actor: OperatorActor): string {
  return actor.kind === 'key' ? 'key' : actor.role;
}
