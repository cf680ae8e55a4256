import { useEffect } from "react";
import type { PredefinedPackage, VmImage } from "@cloudconsole/sdk";
import { packageSettingsProblems } from "./vmCreateHelpers";

/**
 * Checks the served packages' OS settings against each other and the image catalogue, and reports any that contradict
 * (the provider's configuration is wrong, not the visitor's choice): the form still offers such a package, without
 * preselecting its default OS.
 */
export function useReportedPackageSettings(packages: readonly PredefinedPackage[], images: readonly VmImage[]): void {
  useEffect(() => {
    const problems = packageSettingsProblems(packages, images);
    if (problems.length === 0) return;
    void import("../../../reporting/errorReporting").then(({ reportError }) => reportError(new Error(`The site's VM sizes contradict themselves: ${problems.join("; ")}`)));
  }, [packages, images]);
}
