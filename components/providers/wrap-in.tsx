import type { ComponentType, ReactNode } from 'react';

/** `Component` rendered inside `Wrapper` (a provider), for parts loaded on demand that need one. */
export function wrapIn<P extends object>(Wrapper: ComponentType<{ children: ReactNode }>, Component: ComponentType<P>): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <Wrapper>
        <Component {...props} />
      </Wrapper>
    );
  }
  Wrapped.displayName = `${Wrapper.displayName ?? Wrapper.name}(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
