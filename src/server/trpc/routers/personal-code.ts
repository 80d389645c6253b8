import { codeKeySchema, personalCodeSchema } from '#shared/contracts/personal-code.ts';
import { loadCodeSigner } from '../../services/personal-code/code-signer.ts';
import { currentCodeVersion, raiseCodeVersion } from '../../services/personal-code/code-versions.ts';
import { toPersonalCode } from '../../services/personal-code/personal-code-dto.ts';
import { router } from '../init.ts';
import { authedProcedure } from '../procedures.ts';

/** My personal code: shown as a QR, scanned at the door and by other attendees. */
export const personalCodeRouter = router({
  mine: authedProcedure.output(personalCodeSchema).query(async ({ ctx }) => {
    const signer = await loadCodeSigner(ctx.deps);
    return toPersonalCode(signer, ctx.account, await currentCodeVersion(ctx.deps.db, ctx.account.id, ctx.deps.clock.now()));
  }),

  /** Raises the version, so every code shown before (a leaked screenshot) stops working. */
  regenerate: authedProcedure.output(personalCodeSchema).mutation(async ({ ctx }) => {
    const signer = await loadCodeSigner(ctx.deps);
    return toPersonalCode(signer, ctx.account, await raiseCodeVersion(ctx.deps.db, ctx.account.id, ctx.deps.clock.now()));
  }),

  /** The public key devices verify codes with offline; any signed-in account may have it. */
  key: authedProcedure.output(codeKeySchema).query(async ({ ctx }) => (await loadCodeSigner(ctx.deps)).key),
});
