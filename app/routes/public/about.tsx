// Not built yet: the shared placeholder page (its route id names the catalogue key).
export { default, loader, meta } from "./placeholder";
