/**
 * Start-up entry (see STARTUP_ENTRIES in src/lib/bundle-loader.ts): styled-components starts
 * here and reads the page's server-rendered CSS into its style sheet, in a task of its own.
 */
import "styled-components";
