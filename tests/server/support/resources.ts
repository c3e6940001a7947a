import type { Resource } from "../../../app/content/resources";

/** A free resource of her own, with a download link: what the resource suites save into her library. */
export const salaryGuide: Resource = {
  id: "salary-negotiation-guide",
  title: "The Salary Negotiation Guide",
  description: "What to say when the offer comes in below what you are worth.",
  type: "prompt",
  introText: "Twelve pages of scripts for the conversation most people avoid.",
  linkedInUrl: "",
  articleUrl: "",
  tags: ["Negotiation", "Offers"],
  download: "https://files.realcoach.example/salary-guide.pdf",
  forAddress: false,
  picture: "",
};
