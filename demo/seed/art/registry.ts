/** Maps every art key to the function that draws it. */
import { diningKeys } from "./catalog-dining";
import { type Make, roomKeys } from "./catalog-rooms";
import { sceneKeys } from "./catalog-scenes";

export const SCENES: Readonly<Record<string, Make>> = Object.freeze({
  ...roomKeys(),
  ...diningKeys(),
  ...sceneKeys(),
});
