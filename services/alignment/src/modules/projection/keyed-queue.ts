// Runs tasks one at a time per key (a user), in the order they were queued; different keys run
// concurrently. The consumers of seven streams feed one user's changes through the same key, so every
// read-then-write of that user's projection and score is serialised (ARCHITECTURE §6).
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Resolves when every queued task has finished. */
  async idle(): Promise<void> {
    while (this.tails.size) await Promise.all([...this.tails.values()]);
  }

  /** true when nothing is queued or running for this key */
  idleFor(key: string): boolean {
    return !this.tails.has(key);
  }

  get size(): number {
    return this.tails.size;
  }
}
