/**
 * Toasts asked for before the toast component has loaded wait here, then show in order.
 * Lets the (heavy) toast UI load on the first message instead of with every page.
 */
export function createToastQueue<T>() {
  let target: ((message: T) => void) | null = null;
  const waiting: T[] = [];
  return {
    push(message: T) {
      if (target) target(message);
      else waiting.push(message);
    },
    attach(show: (message: T) => void) {
      target = show;
      for (const message of waiting.splice(0)) show(message);
    },
  };
}
