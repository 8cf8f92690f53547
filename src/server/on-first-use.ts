// Libraries a few routes need, loaded when one first asks (issue 26: memory). The load runs once and
// is shared; a failed one (a file that could not be opened just then) is not kept, so the next
// request tries again instead of failing until the server restarts.
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
