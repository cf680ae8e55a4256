import { makeSshKey } from "../factories/blockStorage.js";
import { serveSshKey } from "../serializers/blockStorage.js";
import type { StoredSshKey } from "../store/entities.js";
import type { MockStore } from "../store/store.js";
import { callerOf, owned, visibleTo } from "./access.js";
import { operation } from "./contract.js";
import { apiError, readParams, type DomainHandlers, type ErrorAnswer } from "./http.js";
import { sshKeyOwner } from "./owners.js";

/** The platform's refusal as it is, or what `answer` makes of the value. */
const either = <T extends object, A>(value: T | ErrorAnswer, answer: (value: T) => A): A | ErrorAnswer => (value instanceof Response ? value : answer(value));

/** The store's SSH keys (older saves have none). */
function sshKeysOf(store: MockStore): StoredSshKey[] {
  store.state.sshKeys ??= [];
  return store.state.sshKeys;
}

/**
 * The user's SSH public keys, under the documented `/user-resource/ssh_keys/{uuid}` and bapung-go's older
 * `/user-resource/user/keys/{id}` alike: one set of keys, named by uuid on the one path and by integer id on the other.
 */
export const sshKeyHandlers: DomainHandlers = (store, routes) => {
  const list = (request: Request) => visibleTo(store, callerOf(store, request), sshKeysOf(store), sshKeyOwner).map(serveSshKey);
  const find = (request: Request, named: (key: StoredSshKey) => boolean, name: string): StoredSshKey | ErrorAnswer =>
    owned(store, callerOf(store, request), sshKeysOf(store).find(named), sshKeyOwner, () => apiError(store, 404, `SSH key ${name} not found.`));
  /** Names are unique among the user's keys; `except` is the key being renamed. */
  const taken = (name: string, except?: StoredSshKey) => sshKeysOf(store).some((k) => k !== except && k.user_id === store.state.user.id && k.name === name);

  const create = async (request: Request) => {
    const body = await readParams(request);
    const name = body.string("name")?.trim();
    const publicKey = body.string("public_key")?.trim();
    if (!name) return apiError(store, 400, "name is required.");
    if (!publicKey) return apiError(store, 400, "public_key is required.");
    if (taken(name)) return apiError(store, 409, `An SSH key named ${name} already exists.`);
    const key = makeSshKey(store.factory(), name, publicKey);
    sshKeysOf(store).push(key);
    store.changed();
    return key;
  };
  const rename = async (request: Request, key: StoredSshKey | ErrorAnswer) => {
    if (key instanceof Response) return key;
    const name = (await readParams(request)).string("name")?.trim();
    if (!name) return apiError(store, 400, "name is required.");
    if (taken(name, key)) return apiError(store, 409, `An SSH key named ${name} already exists.`);
    key.name = name;
    store.changed();
    return key;
  };
  const remove = (key: StoredSshKey | ErrorAnswer) => {
    if (key instanceof Response) return key;
    store.state.sshKeys = sshKeysOf(store).filter((k) => k !== key);
    store.changed();
    return undefined;
  };
  const byUuid = (uuid: string) => (key: StoredSshKey) => key.uuid === uuid;
  const byId = (id: string) => (key: StoredSshKey) => String(key.id) === id;

  return [
    operation(routes, "get /user-resource/ssh_keys", ({ request, reply }) => reply.json(list(request))),
    operation(routes, "post /user-resource/ssh_keys", async ({ request, reply }) => either(await create(request), (key) => reply.json(serveSshKey(key)))),
    operation(routes, "patch /user-resource/ssh_keys/{uuid}", async ({ request, params, reply }) =>
      either(await rename(request, find(request, byUuid(params.uuid), params.uuid)), (key) => reply.json(serveSshKey(key))),
    ),
    operation(routes, "delete /user-resource/ssh_keys/{uuid}", ({ request, params, reply }) => remove(find(request, byUuid(params.uuid), params.uuid)) ?? reply.empty(204)),
    operation(routes, "get /user-resource/user/keys", ({ request, reply }) => reply.json(list(request))),
    operation(routes, "post /user-resource/user/keys", async ({ request, reply }) => either(await create(request), (key) => reply.json(serveSshKey(key)))),
    operation(routes, "patch /user-resource/user/keys/{id}", async ({ request, params, reply }) =>
      either(await rename(request, find(request, byId(params.id), params.id)), (key) => reply.json(serveSshKey(key))),
    ),
    operation(routes, "delete /user-resource/user/keys/{id}", ({ request, params, reply }) => remove(find(request, byId(params.id), params.id)) ?? reply.empty(204)),
  ];
};
