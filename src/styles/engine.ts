/**
 * A webpack entry of its own (gatsby-node.ts), run just before the app's: styled-components
 * starts here and reads the page's server-rendered CSS into its style sheet, in a task of its
 * own instead of inside the app's start-up task.
 */
import "styled-components";
