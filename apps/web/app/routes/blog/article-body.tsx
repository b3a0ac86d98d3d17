import { Link } from "react-router";
import { type ArticleBlock, type ArticleSection, isParagraph, type RichText } from "./article";

/** An article's sections: each a heading and its paragraphs, lists, tables and tips. */
export function ArticleBody({ sections }: { sections: readonly ArticleSection[] }) {
  return (
    <div className="article-body">
      {sections.map((section) => (
        <section key={section.heading} className="article-body__section">
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            // The blocks never move: their place in the section is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  if (isParagraph(block)) {
    return (
      <p>
        <Rich text={block} />
      </p>
    );
  }
  if ("tip" in block) {
    return (
      <aside className="article-body__tip" aria-label="Tip">
        <p>
          <Rich text={block.tip} />
        </p>
      </aside>
    );
  }
  if ("list" in block) {
    const items = block.list.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
      <li key={index}>
        <Rich text={item} />
      </li>
    ));
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  const { caption, head, rows } = block.table;
  return (
    <div className="article-body__table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={head[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={head[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Text with the shop's own links in it (articles link only to the shop's pages). */
function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((run, index) =>
    typeof run === "string" ? (
      run
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
      <Link key={index} to={run.to}>
        {run.text}
      </Link>
    ),
  );
}
