/**
 * Start-up entry (see gatsby/overrides/startup-entries.ts): styled-components starts
 * here and reads the page's server-rendered CSS into its style sheet, in a task of its own.
 */
import "styled-components";
