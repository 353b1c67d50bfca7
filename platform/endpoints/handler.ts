import type { z } from 'zod';
import type { EndpointName, EndpointOutput, endpoints } from '@/lib/contracts/endpoints';
import type { MemberContext, OperatorContext, PublicContext } from './context';
import type { HandlerResult } from './result';

/** The shape every /api handler has, typed by its contract entry in lib/contracts/endpoints.ts. */
type Def<N extends EndpointName> = (typeof endpoints)[N];

export type ContextFor<N extends EndpointName> = Def<N>['access'] extends 'member'
  ? MemberContext
  : Def<N>['access'] extends 'operator'
    ? OperatorContext
    : PublicContext;

export type InputFor<N extends EndpointName> = z.output<Def<N>['input']>;

export type Handler<N extends EndpointName> = (input: InputFor<N>, ctx: ContextFor<N>) => Promise<HandlerResult<EndpointOutput<N>>>;

/** The registry's shape: exactly one handler per contract name, typed by that name's schemas. */
export type HandlerMap = { [N in EndpointName]: Handler<N> };
