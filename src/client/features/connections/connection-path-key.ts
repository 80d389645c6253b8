// `trpc.connection.pathKey()`, for the query defaults router.tsx sets before the saved cache is
// restored, when tRPC is not loaded yet. A file of its own: it is the only connections code in
// the first bundle. tests/client/connections/path-keys.test.ts checks it against tRPC's own.
export const connectionQueriesPathKey = [['connection']] as const;
