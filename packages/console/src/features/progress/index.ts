// The progress of a resource being created (VM, bare metal), shown by the create screens.
export { CreationProgress, type CreationProgressProps } from "./CreationProgress";
