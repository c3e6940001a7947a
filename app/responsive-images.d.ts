/** The files the responsiveImages Vite plugin (scripts/build/responsive-images.ts) makes of each image in app/content/images.ts. */
declare module "virtual:responsive-images" {
  import type { ImageName } from "~/content/images";
  import type { GeneratedImage } from "../scripts/build/responsive-images";

  const generatedImages: Record<ImageName, GeneratedImage>;
  export default generatedImages;
}
