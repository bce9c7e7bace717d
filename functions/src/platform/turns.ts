/**
 * Runs tasks that share a key one after another, in the order they were asked for; tasks with
 * different keys run at once. A key is forgotten once its last task has ended.
 */
export function turnsByKey() {
  const tails = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  };
}
