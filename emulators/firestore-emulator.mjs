// A Firestore emulator that installs from npm and runs offline, in this process, on a free port:
// @firestore-emulator/server (a Node implementation of Firestore's gRPC API) with the parts of
// Firestore's behaviour it lacks and the documents adapter relies on, added here so the adapter
// meets Firestore's semantics rather than the stand-in's gaps:
//   - transactions that serialise: a document read by id in a transaction is locked until the
//     transaction commits or rolls back, as Firestore's server SDKs get it (others wait, then are
//     told ABORTED, which the SDK retries);
//   - commits that are all or nothing, with `exists` and `update_time` preconditions checked;
//   - update times that strictly increase, so a stale version is always told apart;
//   - Firestore's order for ties (document id, in the last ordering's direction) and query cursors
//     (`startAfter`, `startAt`), which the package ignored;
//   - a set without a field mask replaces the document (the package merged it).
// The official emulator (Java 21 and a download) still runs in the CI job for security rules.
import { createRequire } from 'node:module';
import { freePort } from './auth-emulator.mjs';

// Its ES module build imports files without their extension, which Node refuses; the CommonJS one works.
const require = createRequire(import.meta.url);
const { FirestoreServer, FirestoreState, FirestoreStateDocument } = require('@firestore-emulator/server');
const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'));
const { BatchGetDocumentsResponse, CommitResponse, BeginTransactionResponse } = emulatorRequire(
  '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
);
const { Empty } = emulatorRequire('@firestore-emulator/proto/dist/google/protobuf/empty');

const SERVICE = '/google.firestore.v1.Firestore/';
/** gRPC status codes. */
const ABORTED = 10;
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
/** How long a transaction waits for another's lock before it is told to retry. */
const LOCK_WAIT_MS = 5_000;

class GrpcError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** StructuredQuery.Direction.DESCENDING; the field path of a document's id. */
const DESCENDING = 2;
const DOCUMENT_ID = '__name__';

/** A cursor's string or number value as JavaScript compares it (the kinds the documents port orders by). */
const cursorValue = (value) => {
  if (value.has_string_value) return value.string_value;
  if (value.has_integer_value) return Number(value.integer_value);
  if (value.has_double_value) return value.double_value;
  throw new Error('Cursors on strings and numbers only');
};
const lastSegment = (value) => value.reference_value.split('/').at(-1);

const toMillis = (timestamp) => Number(timestamp.seconds) * 1000 + Math.floor(Number(timestamp.nanos) / 1e6);
const txKey = (bytes) => Buffer.from(bytes).toString('hex');

// The additions patch the package's classes once per process, however often this module is
// evaluated (Vitest evaluates a global setup once per project; Node caches the package itself).
const PATCHED = Symbol.for('storysong.firestore-emulator.patched');
if (!FirestoreState.prototype[PATCHED]) {
  FirestoreState.prototype[PATCHED] = true;

  // Firestore orders ties by document id and applies a cursor after ordering, before `limit`.
  const query = FirestoreState.prototype.v1Query;
  FirestoreState.prototype.v1Query = function v1Query(parent, structured) {
    const unlimited = new Proxy(structured, { get: (target, key) => (key === 'has_limit' ? false : Reflect.get(target, key)) });
    const orders = (structured.order_by ?? []).map((order) => ({
      path: order.field.field_path,
      descending: order.direction === DESCENDING,
    }));
    if (!orders.some((order) => order.path === DOCUMENT_ID)) {
      orders.push({ path: DOCUMENT_ID, descending: orders.at(-1)?.descending ?? false });
    }
    const key = (document, path) => (path === DOCUMENT_ID ? document.name : document.getField(path)?.value);
    const compare = (a, b) => {
      for (const [i, { descending }] of orders.entries()) {
        if (a[i] === b[i]) continue;
        return (a[i] < b[i] ? -1 : 1) * (descending ? -1 : 1);
      }
      return 0;
    };
    let docs = query
      .call(this, parent, unlimited)
      .map((document) => ({ document, keys: orders.map(({ path }) => key(document, path)) }))
      .sort((a, b) => compare(a.keys, b.keys));
    if (structured.has_start_at) {
      const cursor = structured.start_at.values.map((value, i) =>
        orders[i].path === DOCUMENT_ID ? lastSegment(value) : cursorValue(value),
      );
      const past = (keys) => compare(keys.slice(0, cursor.length), cursor);
      docs = docs.filter(({ keys }) => (structured.start_at.before ? past(keys) >= 0 : past(keys) > 0));
    }
    docs = docs.map(({ document }) => document);
    return structured.has_limit ? docs.slice(0, structured.limit.value) : docs;
  };

  const set = FirestoreStateDocument.prototype.set;
  FirestoreStateDocument.prototype.set = function replacingSet(date, fields, updateMask = []) {
    if (updateMask.length === 0) this.fields = {};
    return set.call(this, date, fields, updateMask);
  };
}

/** Per-document locks held by transactions, with a queue of waiters each. */
class Locks {
  held = new Map();

  acquire(path, owner) {
    const lock = this.held.get(path);
    if (!lock) {
      this.held.set(path, { owner, waiters: [] });
      return Promise.resolve();
    }
    if (lock.owner === owner) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { owner, resolve, reject };
      waiter.timer = setTimeout(() => {
        lock.waiters.splice(lock.waiters.indexOf(waiter), 1);
        reject(new GrpcError(ABORTED, `Transaction lock timeout on ${path}`));
      }, LOCK_WAIT_MS);
      lock.waiters.push(waiter);
    });
  }

  releaseAll(owner) {
    for (const [path, lock] of this.held) {
      if (lock.owner !== owner) continue;
      const next = lock.waiters.shift();
      if (!next) {
        this.held.delete(path);
        continue;
      }
      clearTimeout(next.timer);
      lock.owner = next.owner;
      next.resolve();
    }
  }
}

/**
 * Checks every write's preconditions against the current state before any is applied, so a
 * commit is all or nothing (the package applies writes one by one, keeping those before a failure).
 */
function checkPreconditions(state, writes) {
  for (const write of writes) {
    const path = write.has_delete ? write.delete : write.update.name;
    const document = state.getDocument(path);
    const exists = document.metadata.hasExist;
    if (!write.has_current_document) continue;
    const condition = write.current_document;
    if (condition.has_exists && condition.exists && !exists) throw new GrpcError(NOT_FOUND, `No document to update: ${path}`);
    if (condition.has_exists && !condition.exists && exists)
      throw new GrpcError(ALREADY_EXISTS, `Document already exists: ${path}`);
    if (condition.has_update_time) {
      if (!exists || document.metadata.updatedAt.getTime() !== toMillis(condition.update_time)) {
        throw new GrpcError(FAILED_PRECONDITION, `The document's update time does not match: ${path}`);
      }
    }
  }
}

function replace(grpcServer, method, handler) {
  const entry = grpcServer.handlers.get(SERVICE + method);
  grpcServer.unregister(SERVICE + method);
  grpcServer.register(SERVICE + method, handler, entry.serialize, entry.deserialize, entry.type);
}

/** @param {{ port?: number }} options */
export async function startFirestoreEmulator(options = {}) {
  const port = options.port ?? (await freePort());
  const emulator = new FirestoreServer();
  const { state } = emulator;
  const grpcServer = emulator.server;
  const locks = new Locks();
  let transactions = 0;
  let lastWrite = 0;
  const newTransaction = () => Buffer.from(`tx-${++transactions}`);
  const fail = (callback, error) =>
    callback({ code: error.code ?? 13, details: error.message, message: error.message, name: 'Error' }, null);

  replace(grpcServer, 'BeginTransaction', (_call, callback) =>
    callback(null, BeginTransactionResponse.fromObject({ transaction: newTransaction() })),
  );

  replace(grpcServer, 'BatchGetDocuments', async (call) => {
    const { request } = call;
    const transaction = request.has_new_transaction
      ? newTransaction()
      : request.has_transaction
        ? Buffer.from(request.transaction)
        : null;
    try {
      if (request.has_new_transaction) call.write(BatchGetDocumentsResponse.fromObject({ transaction }));
      for (const path of request.documents) {
        if (transaction) await locks.acquire(path, txKey(transaction));
        const document = state.getDocument(path);
        const now = new Date();
        call.write(
          BatchGetDocumentsResponse.fromObject({
            found: document.metadata.hasExist ? document.toV1DocumentObject() : undefined,
            missing: document.metadata.hasExist ? undefined : path,
            read_time: { seconds: Math.floor(now.getTime() / 1000), nanos: (now.getTime() % 1000) * 1e6 },
          }),
        );
      }
      call.end();
    } catch (error) {
      call.destroy(Object.assign(new Error(error.message), { code: error.code ?? 13, details: error.message }));
    }
  });

  replace(grpcServer, 'Commit', async (call, callback) => {
    const { request } = call;
    const owner = request.transaction?.length ? txKey(request.transaction) : `write-${++transactions}`;
    try {
      // A plain write waits for any transaction holding its documents, as in Firestore.
      for (const write of request.writes) await locks.acquire(write.has_delete ? write.delete : write.update.name, owner);
      checkPreconditions(state, request.writes);
      lastWrite = Math.max(Date.now(), lastWrite + 1);
      const date = new Date(lastWrite);
      const results = request.writes.map((write) => state.writeV1Document(date, write).toObject());
      const commitTime = { seconds: Math.floor(lastWrite / 1000), nanos: (lastWrite % 1000) * 1e6 };
      callback(null, CommitResponse.fromObject({ commit_time: commitTime, write_results: results }));
    } catch (error) {
      fail(callback, error);
    } finally {
      locks.releaseAll(owner);
    }
  });

  replace(grpcServer, 'Rollback', (call, callback) => {
    locks.releaseAll(txKey(call.request.transaction));
    callback(null, Empty.fromObject({}));
  });

  await emulator.start(port);
  return {
    host: `127.0.0.1:${port}`,
    stop() {
      emulator.stop();
    },
  };
}
