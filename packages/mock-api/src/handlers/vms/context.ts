// What the VM handlers share: finding the caller's VM, stamping a change.
import type { OperationKey } from "@cloudconsole/sdk";
import { formatDt } from "../../factories/time.js";
import type { StoredVm } from "../../store/entities.js";
import type { MockStore } from "../../store/store.js";
import { callerOf, owned } from "../access.js";
import type { Answer } from "../contract.js";
import { apiError, readParams, type ErrorAnswer, type Params } from "../http.js";
import { vmOwner } from "../owners.js";

/** The VM helpers of one store. */
export interface VmTools {
  /** The live VM a request names, when the caller may touch it; otherwise the platform's error. */
  findVm: (request: Request, location: string, uuid: string | undefined) => StoredVm | ErrorAnswer;
  /** Read the request's parameters, find the VM its `uuid` names and act on it. */
  withVm: <K extends OperationKey>(request: Request, location: string, action: (vm: StoredVm, params: Params) => Answer<K> | Promise<Answer<K>>) => Promise<Answer<K>>;
  /** Record that a VM changed now. */
  touch: (vm: StoredVm) => void;
}

/** The VM helpers over a store. */
export function vmTools(store: MockStore): VmTools {
  const findVm: VmTools["findVm"] = (request, location, uuid) => {
    const found = store.state.vms.find((v) => v.uuid === uuid && v.location === location && v.status !== "deleted");
    return owned(store, callerOf(store, request), found, vmOwner, () => apiError(store, 404, `No such virtual machine exists. ${uuid ?? ""}`.trim()));
  };
  return {
    findVm,
    async withVm(request, location, action) {
      const params = await readParams(request);
      const found = findVm(request, location, params.string("uuid"));
      return found instanceof Response ? found : action(found, params);
    },
    touch(vm) {
      vm.updated_at = formatDt(store.clock.now());
      store.changed();
    },
  };
}
