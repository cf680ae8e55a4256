import { useState } from "react";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { BootImage, VirtualMachine } from "@cloudconsole/sdk";
import { configQueries } from "@cloudconsole/sdk/query";
import { Button, ConfirmDialog, RadioGroup, Spinner } from "@cloudconsole/ui";
import { useApiClient } from "../../../api/ApiClientContext";
import { FailureNotice } from "../../../screens/FailureNotice";
import { plainName } from "../../../shared/names";
import { vmActionAvailability } from "../vmStatus";
import { bootableImages, bootImageLabel } from "./bootImages";
import type { VmActions } from "./vmActions";
import { useT } from "../../../i18n";
import { vmDetailMessages } from "./messages";
import { blockedReasonText } from "./blockedReasons";

/**
 * Boot from ISO, the platform's rescue and installation path: choose one of its boot images, confirm, and the VM
 * restarts from it once. The images are read when the dialog opens.
 */
export function BootFromIso({ vm, actions }: { vm: VirtualMachine; actions: VmActions }) {
  const t = useT(vmDetailMessages);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const images = useQuery({ ...configQueries.bootImages(useApiClient()), enabled: open });
  const offered = bootableImages(images.data ?? []);
  // The platform's own default is its first rescue image, so that one is chosen until the user picks another.
  const chosen = offered.find((image) => image.uuid === picked) ?? offered[0];
  const availability = vmActionAvailability("bootIso", vm);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      tone="primary"
      title={t("iso.title", { name: plainName(vm.name) })}
      description={t("iso.description")}
      confirmLabel={t("iso.boot")}
      onConfirm={() => (chosen ? actions.bootIso.mutateAsync(chosen) : Promise.reject(new Error(t("iso.chooseFirst"))))}
      trigger={
        <Button variant="ghost" disabled={!availability.allowed} title={availability.allowed ? undefined : blockedReasonText(t, availability.reason)}>
          {t("iso.boot")}
        </Button>
      }
    >
      <BootImageChoice images={images} offered={offered} chosen={chosen} onPick={setPicked} />
    </ConfirmDialog>
  );
}

interface BootImageChoiceProps {
  images: UseQueryResult<BootImage[]>;
  offered: BootImage[];
  chosen: BootImage | undefined;
  onPick: (uuid: string) => void;
}

/** The platform's boot images as choices, rescue systems first; a spinner while they load, the failure if they cannot. */
function BootImageChoice({ images, offered, chosen, onPick }: BootImageChoiceProps) {
  const t = useT(vmDetailMessages);
  if (images.isPending) return <Spinner label={t("iso.loading")} />;
  if (images.isError) {
    return (
      <FailureNotice title={t("iso.loadFailed")} error={images.error}>
        <Button variant="secondary" size="sm" onClick={() => void images.refetch()}>
          {t("iso.tryAgain")}
        </Button>
      </FailureNotice>
    );
  }
  if (offered.length === 0) return <p>{t("iso.none")}</p>;
  return (
    <RadioGroup
      label={t("iso.image")}
      value={chosen?.uuid}
      onValueChange={onPick}
      options={offered.map((image) => ({
        value: image.uuid,
        label: bootImageLabel(image),
        description: image.is_installation_media ? t("iso.installer", { file: image.image_name }) : t("iso.rescue", { file: image.image_name }),
      }))}
    />
  );
}
