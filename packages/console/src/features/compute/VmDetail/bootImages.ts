import type { BootImage } from "@cloudconsole/sdk";

/** How a boot image is named to people: its description, else its file name. */
export function bootImageLabel(image: BootImage): string {
  return image.description || image.image_name;
}

/** The images a VM may boot from (the platform lists unpublished ones too), rescue systems first as the platform's default is one. */
export function bootableImages(images: readonly BootImage[]): BootImage[] {
  return images.filter((image) => image.is_published !== false).sort((a, b) => Number(a.is_installation_media ?? false) - Number(b.is_installation_media ?? false));
}
