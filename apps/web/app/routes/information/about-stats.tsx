import { ABOUT_STATS } from "@nagai/contracts/policy";

/** The shop in four figures (spec 001 section 9, "About stats"): about and why-choose-us show them. */
export function AboutStats() {
  return (
    <ul className="about-stats">
      {ABOUT_STATS.map((stat) => (
        <li key={stat.label} className="about-stats__item">
          <span className="about-stats__value">{stat.value}</span>
          <span className="about-stats__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
