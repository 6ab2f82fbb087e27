/**
 * Start-up entry (see gatsby/overrides/startup-entries.ts): React DOM sets itself up
 * here (its event tables and internals), in a task of its own.
 */
import "react-dom/client";
