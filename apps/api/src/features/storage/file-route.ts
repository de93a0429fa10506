import type { Contract, ParsedInput } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerContract } from '../../http/register-contract.ts';
import { sendStoredFile } from './send-stored-file.ts';

/** The file a download answers: its storage key (from a row the requester may see) and the name shown when saving it. */
export type FileToSend = { storageKey: string; fileName: string };

/**
 * Registers a download described by a contract whose answer is the file itself (`StoredFileAnswerSchema`): params
 * and query are parsed with the contract (a refused one is a 400 with its Korean message, so an id past the
 * databases' range never reaches a query), then `find` checks who asks and names the file, which is sent privately.
 * @param app The Fastify app (its `storage` holds the file).
 * @param contract The download's contract.
 * @param find Checks the requester and answers the file, or throws (401, 404…).
 * @example registerFileContract(app, getOwnLicenceContract, async (_input, request) => ownLicence(db, (await requireMember(db, request)).id));
 */
export function registerFileContract<C extends Contract>(app: FastifyInstance, contract: C, find: (input: ParsedInput<C>, request: FastifyRequest) => Promise<FileToSend>): void {
  registerContract(app, contract, async (input, request, reply) => {
    const file = await find(input, request);
    return sendStoredFile(reply, app.storage, file.storageKey, file.fileName);
  });
}
