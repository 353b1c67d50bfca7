/**
 * A holder for the latest value of something long-lived callbacks need (router, translations):
 * set it in an effect, read it when the callback runs. Keeps render pure.
 */
export function createLatest<T>(initial: T) {
  let value = initial;
  return {
    get: (): T => value,
    set: (next: T): void => {
      value = next;
    },
  };
}
