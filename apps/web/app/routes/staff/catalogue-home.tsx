import { ITEM_NAMES } from "@nagai/contracts/constants";
import type { AuditEntry } from "@nagai/contracts/staff";
import { HOME_LIST_NAMES, HOME_LISTS, type HomeListName } from "@nagai/contracts/staff-media-texts";
import { Form, useNavigation } from "react-router";
import { Picture } from "../../components/picture";
import { privatePageHeaders } from "../../lib/page-cache";
import type { Route } from "./+types/catalogue-home";
import { type HomeResult, runHomeAction } from "./catalogue-home.server";
import { HOME_FIELDS, type HomeField } from "./catalogue-home-fields";
import { staffLoad } from "./orders/staff-api.server";

export const headers = privatePageHeaders;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Home page | Nagai staff" }, { name: "robots", content: "noindex" }];
}

type Item = Record<string, string | number | null | undefined>;
interface HomeList {
  list: HomeListName;
  items: Item[];
  audit: AuditEntry[];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lists = await Promise.all(
    HOME_LIST_NAMES.map((name) => staffLoad<HomeList>(request, context, `/home/${name}`)),
  );
  return { lists };
}

export async function action({ request, context }: Route.ActionArgs): Promise<HomeResult> {
  return runHomeAction(request, context);
}

const indiaTime = (at: string) =>
  `${new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 16).replace("T", " ")} IST`;

/** One field of an item's form; `id` is unique on the page. */
function FieldInput({ field, id, value }: { field: HomeField; id: string; value: Item[string] }) {
  const shown = value === null || value === undefined ? "" : String(value);
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.optional || field.blank ? " (optional)" : ""}
    </label>
  );
  if (field.type === "kept") return <input type="hidden" name={field.name} value={shown} />;
  if (field.type === "image") {
    return (
      <div className="staff-home__field staff-home__image">
        {shown && <Picture path={shown} kind="banner" alt="" sizes="240px" />}
        <input type="hidden" name={field.name} value={shown} />
        <label htmlFor={id}>{shown ? `Replace the ${field.label.toLowerCase()}` : field.label}</label>
        <input
          id={id}
          name={`${field.name}File`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={!shown}
        />
      </div>
    );
  }
  if (field.type === "select") {
    return (
      <div className="staff-home__field">
        {label}
        <select id={id} name={field.name} defaultValue={shown}>
          {field.optional && <option value="">Any</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  }
  if (field.type === "textarea") {
    return (
      <div className="staff-home__field">
        {label}
        <textarea
          id={id}
          name={field.name}
          defaultValue={shown}
          maxLength={field.max}
          required={!field.optional}
          rows={3}
        />
      </div>
    );
  }
  return (
    <div className="staff-home__field">
      {label}
      <input
        id={id}
        name={field.name}
        type={field.type === "number" ? "number" : "text"}
        step={field.type === "number" ? "any" : undefined}
        list={field.type === "category" ? "home-categories" : undefined}
        defaultValue={shown}
        maxLength={field.max}
        required={!field.optional && !field.blank}
      />
    </div>
  );
}

/** The home page's lists (issue 26 item 4): one section per list; each item its own plain POST form. */
export default function CatalogueHome({ loaderData, actionData }: Route.ComponentProps) {
  const result: HomeResult | undefined = actionData;
  const submitting = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="home-title" className="staff-home">
      <h1 id="home-title">Home page</h1>
      <p>Each list shows on the shop's home page in this order; a change shows there within seconds.</p>
      <datalist id="home-categories">
        {ITEM_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <nav aria-label="Lists" className="staff-home__toc">
        {HOME_LIST_NAMES.map((name) => (
          <a key={name} href={`#${name}`}>
            {HOME_LISTS[name]}
          </a>
        ))}
      </nav>
      {loaderData.lists.map(({ list, items, audit }) => {
        const fields = HOME_FIELDS[list];
        const heading = `${list}-title`;
        return (
          <section key={list} id={list} aria-labelledby={heading} className="staff-home__list">
            <h2 id={heading}>{HOME_LISTS[list]}</h2>
            {result?.list === list && result.alert && <p role="alert">{result.alert}</p>}
            {result?.list === list && result.done && <p role="status">{result.done}</p>}
            <ol>
              {items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an item's place is its identity in the list
                <li key={index} className="staff-home__item">
                  <Form
                    method="post"
                    encType="multipart/form-data"
                    aria-label={`${HOME_LISTS[list]}, item ${index + 1}`}
                  >
                    <input type="hidden" name="list" value={list} />
                    <input type="hidden" name="index" value={index} />
                    {fields.map((field) => (
                      <FieldInput
                        key={field.name}
                        field={field}
                        id={`${list}-${index}-${field.name}`}
                        value={item[field.name]}
                      />
                    ))}
                    <div className="staff-home__buttons">
                      <button type="submit" name="intent" value="save" disabled={submitting}>
                        Save<span className="visually-hidden"> item {index + 1}</span>
                      </button>
                      {index > 0 && (
                        <button type="submit" name="intent" value="up" formNoValidate disabled={submitting}>
                          Move up<span className="visually-hidden"> item {index + 1}</span>
                        </button>
                      )}
                      {index < items.length - 1 && (
                        <button type="submit" name="intent" value="down" formNoValidate disabled={submitting}>
                          Move down<span className="visually-hidden"> item {index + 1}</span>
                        </button>
                      )}
                      <button type="submit" name="intent" value="remove" formNoValidate disabled={submitting}>
                        Remove<span className="visually-hidden"> item {index + 1}</span>
                      </button>
                    </div>
                  </Form>
                </li>
              ))}
            </ol>
            {list !== "videos" && (
              <details className="staff-home__add">
                <summary>Add to {HOME_LISTS[list].toLowerCase()}</summary>
                <Form
                  method="post"
                  encType="multipart/form-data"
                  aria-label={`Add to ${HOME_LISTS[list].toLowerCase()}`}
                >
                  <input type="hidden" name="list" value={list} />
                  {fields.map((field) => (
                    <FieldInput
                      key={field.name}
                      field={field}
                      id={`${list}-new-${field.name}`}
                      value={null}
                    />
                  ))}
                  <button type="submit" name="intent" value="add" disabled={submitting}>
                    Add
                  </button>
                </Form>
              </details>
            )}
            {audit.length > 0 && (
              <details className="desk-audit">
                <summary>{`History (${audit.length})`}</summary>
                <ol>
                  {audit.slice(-10).map((entry) => (
                    <li key={entry.id}>
                      <time dateTime={entry.at}>{indiaTime(entry.at)}</time> {entry.staffName}:{" "}
                      {(entry.before?.items as unknown[] | undefined)?.length ?? 0} items →{" "}
                      {(entry.after?.items as unknown[] | undefined)?.length ?? 0} items
                    </li>
                  ))}
                </ol>
              </details>
            )}
          </section>
        );
      })}
    </section>
  );
}
