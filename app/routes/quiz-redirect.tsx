import { redirect } from "react-router";

/** /quiz is linked from newsletter issue 4; it leads to the quiz page (the server answers it with a 301). */
export function clientLoader() {
  return redirect("/hidden-job-market-quiz");
}

export default function QuizRedirect() {
  return null;
}
