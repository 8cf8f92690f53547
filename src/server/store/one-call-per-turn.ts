// Items asked for in the same turn of the event loop go to the database in one call (issue 26): a
// rush asks for one rate-limit counter per visitor and one live change per session, and a statement
// each was most of what a booking cost on PostgreSQL.

/**
 * Collects the items of one turn, in order, and makes one `send` of them on the next; each caller
 * gets that call's result or its error.
 */
export function inOneCallPerTurn<T, R>(send: (items: T[]) => Promise<R>): (item: T) => Promise<R> {
  let turn: { items: T[]; sent: Promise<R> } | null = null;
  return (item) => {
    if (!turn) {
      const items: T[] = [];
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        turn = null;
        return send(items);
      });
      turn = { items, sent };
    }
    turn.items.push(item);
    return turn.sent;
  };
}
