import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";

/** 'Ready to Take the Next Step?': the close of every newsletter issue. */
export function NextStepSection() {
  return (
    <section aria-labelledby="next-step" className="mt-16 rounded-2xl bg-sand p-8 text-center sm:p-10">
      <h2 id="next-step" className="text-2xl font-semibold sm:text-3xl">
        Ready to Take the Next Step?
      </h2>
      <p className="mx-auto mt-3 max-w-lg text-ink-soft">
        Turn this week's ideas into a plan for your own move, in one focused 60-minute strategy session.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/contact" className={buttonStyles("primary")}>
          Book a Session
        </Link>
        <Link to="/philosophy" className={buttonStyles("secondary")}>
          Explore Our Philosophy
        </Link>
      </div>
    </section>
  );
}
