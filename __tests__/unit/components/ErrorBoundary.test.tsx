import React from "react";
import { screen } from "@testing-library/react";
import { ErrorBoundary } from "../../../src/components/layout/ErrorBoundary";
import { render } from "@testing-library/react";

function Broken(): React.ReactElement {
  throw new Error("kaboom");
}

describe("ErrorBoundary", () => {
  it("shows its children when nothing goes wrong", () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Fine")).toBeInTheDocument();
  });

  it("shows the friendly error page with a way home and the contact details, and logs the error", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error");
    expect(screen.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
    expect(screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("tel:"))).toHaveLength(2);
    expect(error).toHaveBeenCalledWith("Unexpected Application Error:", expect.objectContaining({ message: "kaboom" }), expect.any(String));
    error.mockRestore();
  });
});
