import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { userQueries } from "@cloudconsole/sdk/query";
import { Button, Card, Inline, Notice, StatusBadge, TextLink } from "@cloudconsole/ui";
import { useApiClient } from "../../api/ApiClientContext";
import { useT } from "../../i18n";
import { profileMessages } from "./messages";
import { useActivateMfa, useDeactivateMfa } from "./queries";

/** Opens the identity provider's enrolment page in a new tab; false when the browser blocked it. */
function openTicket(url: string): boolean {
  const opened = globalThis.open?.(url, "_blank");
  if (!opened) return false;
  // The provider's page gets no handle on the console.
  opened.opener = null;
  return true;
}

/**
 * Two-factor authentication, where the provider offers it: its status, and activate (enrolment continues at the
 * identity provider's ticket URL) or deactivate. The status is asked again after each.
 */
export function TwoFactorCard() {
  const active = useSuspenseQuery(userQueries.mfaStatus(useApiClient())).data.is_active;
  const activate = useActivateMfa();
  const deactivate = useDeactivateMfa();
  const t = useT(profileMessages);
  // Kept so the user can still reach the enrolment page when the browser blocked the new tab.
  const [ticketUrl, setTicketUrl] = useState<string>();

  return (
    <Card
      title={t("mfa.title")}
      description={t("mfa.description")}
      actions={<StatusBadge tone={active ? "success" : "neutral"}>{active ? t("mfa.on") : t("mfa.off")}</StatusBadge>}
      stack
    >
      {ticketUrl && (
        <Notice tone="primary" role="status" title={t("mfa.finishTitle")}>
          <p>
            {t("mfa.finishText")}{" "}
            <TextLink href={ticketUrl} external>
              {t("mfa.finishLink")}
            </TextLink>
            .
          </p>
        </Notice>
      )}
      <Inline>
        {active ? (
          <Button variant="secondary" loading={deactivate.isPending} onClick={() => deactivate.mutate(undefined, { onSuccess: () => setTicketUrl(undefined) })}>
            {t("mfa.deactivate")}
          </Button>
        ) : (
          <Button
            variant="primary"
            loading={activate.isPending}
            onClick={() =>
              activate.mutate(undefined, {
                onSuccess: (ticket) => {
                  openTicket(ticket.ticket_url);
                  setTicketUrl(ticket.ticket_url);
                },
              })
            }
          >
            {t("mfa.activate")}
          </Button>
        )}
      </Inline>
    </Card>
  );
}
