export { wrapPageElement, wrapRootElement } from "./src/components/layout/wrappers";
