// Serialises async work per key inside one process. FerretDB applies an update as read-then-write
// without isolation, so two concurrent updates of one document can lose one of them; every writer of
// an outbox document (the use case and the relay) takes the document's key first.
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
