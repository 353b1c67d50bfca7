import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('onDemand', () => {
  it('shows nothing until the code is in, then the part with its props; loads once', async () => {
    const code = deferred<typeof Greeting>();
    let loads = 0;
    const Part = onDemand(() => {
      loads++;
      return code.promise;
    });
    const { container, unmount } = render(<Part name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => code.resolve(Greeting));
    expect(screen.getByText('hello Ana')).toBeInTheDocument();
    unmount();
    // Mounted again: on screen in the first render, not a load later.
    render(<Part name="Ben" />);
    expect(screen.getByText('hello Ben')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('gives a failed load to the nearest error boundary, and a later mount loads again', async () => {
    const first = deferred<typeof Greeting>();
    const attempts = [first.promise, Promise.resolve(Greeting)];
    const Part = onDemand(() => attempts.shift()!);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { unmount } = render(
      <Boundary>
        <Part name="Ana" />
      </Boundary>,
    );
    await act(async () => first.reject(new Error('Failed to load chunk x')));
    expect(screen.getByText(/failed: Error: Failed to load chunk x/)).toBeInTheDocument();
    unmount();
    render(<Part name="Ana" />);
    expect(await screen.findByText('hello Ana')).toBeInTheDocument();
  });

  it('hydrates what the server drew (nothing) even when the code is in, then shows the part', async () => {
    const Part = onDemand(() => Promise.resolve(Greeting));
    render(<Part name="Ana" />);
    expect(await screen.findByText('hello Ana')).toBeInTheDocument();

    const container = document.createElement('div');
    container.innerHTML = renderToString(<Part name="Ben" />);
    expect(container.innerHTML).toBe('');
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    errors.mockClear();
    await act(async () => {
      hydrateRoot(container, <Part name="Ben" />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container).toHaveTextContent('hello Ben');
    expect(errors).not.toHaveBeenCalled();
  });

  it('preloaded, shows the part in its first render, from the same single load', async () => {
    let loads = 0;
    const Part = onDemand(() => {
      loads++;
      return Promise.resolve(Greeting);
    });
    Part.preload();
    await act(async () => undefined);
    render(<Part name="Ana" />);
    expect(screen.getByText('hello Ana')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
