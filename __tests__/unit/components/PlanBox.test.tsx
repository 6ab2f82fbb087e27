import React from "react";
import { screen, within } from "@testing-library/react";
import { PlanBox } from "../../../src/components/mdx/PlanBox";
import { render } from "@testing-library/react";

describe("PlanBox", () => {
  it("shows every micro plan constant from the spec", () => {
    render(<PlanBox />);
    const box = screen.getByRole("region", { name: "What's Included" });
    expect(within(box).getByText(/£49\.99/).textContent).toBe("£49.99 per month");
    expect(within(box).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 hours of IT support per month",
      "Priority response within 24 hours",
      "10% discount on additional hours",
      "Cyber security analysis",
      "Free annual PC health check",
      "No long-term contract, cancel anytime",
    ]);
    expect(within(box).getByRole("link", { name: "Start your plan" })).toHaveAttribute("href", "/contact");
  });
});
