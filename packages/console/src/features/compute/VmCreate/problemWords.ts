import { useMemo } from "react";
import type { ReplicaType } from "@cloudconsole/sdk";
import { formatMemory } from "../../../format";
import { useLanguage, useT } from "../../../i18n";
import { limitsText, type SizeLimits } from "../../../shared/billing";
import { vmCreateMessages, type VmCreateT } from "./messages";

/** What a whole-number field says is wrong with it, in the customer's language. */
export interface IntegerWords {
  required: string;
  wholeNumber: string;
  atLeast: (min: number) => string;
  atMost: (max: number) => string;
}

/** What the VM-create form's rules and package cards say is wrong, in the customer's language. */
export interface VmProblemWords extends IntegerWords {
  notForOs: (os: string) => string;
  tooSmallForReplica: (type: ReplicaType, sizeGb: number) => string;
  diskBelowReplica: (type: ReplicaType, sizeGb: number) => string;
  overLimits: (limits: SizeLimits) => string;
  limitVcpu: (vcpu: number) => string;
  limitRam: (ramMb: number) => string;
  diskUuid: string;
  name: string;
  chooseReplica: string;
  username: string;
  password: string;
}

/** The VM-create form's problem words from its catalogue (`language` joins the limits as that language does). */
export function vmProblemWords(t: VmCreateT, language?: string): VmProblemWords {
  return {
    required: t("problem.required"),
    wholeNumber: t("problem.wholeNumber"),
    atLeast: (min) => t("problem.atLeast", { min: String(min) }),
    atMost: (max) => t("problem.atMost", { max: String(max) }),
    notForOs: (os) => t("problem.notForOs", { os }),
    tooSmallForReplica: (type, sizeGb) => t("problem.tooSmallForReplica", { type, size: String(sizeGb) }),
    diskBelowReplica: (type, sizeGb) => t("problem.diskBelowReplica", { type, size: String(sizeGb) }),
    overLimits: (limits) => t("problem.overLimits", { limits: limitsText(limits, formatMemory, language) }),
    limitVcpu: (vcpu) => t("problem.limitVcpu", { vcpu: String(vcpu) }),
    limitRam: (ramMb) => t("problem.limitRam", { ram: String(ramMb) }),
    diskUuid: t("problem.diskUuid"),
    name: t("problem.name"),
    chooseReplica: t("problem.chooseReplica"),
    username: t("problem.username"),
    password: t("problem.password"),
  };
}

/** The problem words in the console's language, the same object until it changes. */
export function useVmProblemWords(): VmProblemWords {
  const t = useT(vmCreateMessages);
  const language = useLanguage();
  return useMemo(() => vmProblemWords(t, language), [t, language]);
}
