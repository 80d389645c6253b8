// `trpc.personalCode.pathKey()` (my code and the code-signing key), for the query defaults
// router.tsx sets before the saved cache is restored, when tRPC is not loaded yet. A file of its
// own: it is the only personal-code code in the first bundle (tests/client/personal-code checks it).
export const personalCodeQueriesPathKey = [['personalCode']] as const;
