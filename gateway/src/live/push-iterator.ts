/**
 * An async iterator fed by pushes, for graphql-ws: `return()` (the client unsubscribed or left) runs the
 * cleanup once. A consumer that falls `maxBuffered` events behind is ended rather than buffered without bound.
 */
export function createPushIterator<T>(onClose: () => void, maxBuffered = 1000) {
  const buffer: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | undefined;
  let done = false;

  const close = () => {
    if (done) return;
    done = true;
    buffer.length = 0;
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
    onClose();
  };

  const iterator: AsyncIterableIterator<T> & { return(): Promise<IteratorResult<T>> } = {
    next() {
      if (buffer.length) return Promise.resolve({ value: buffer.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return() {
      close();
      return Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };

  return {
    iterator,
    push(value: T) {
      if (done) return;
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve({ value, done: false });
      } else if (buffer.length >= maxBuffered) {
        close();
      } else {
        buffer.push(value);
      }
    },
    close,
  };
}
