import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Cell, Table, TableRow } from "./table";

const table = (props: Partial<Parameters<typeof Table>[0]> = {}) =>
  renderToStaticMarkup(
    <Table columns={["Name", "Amount"]} {...props}>
      <TableRow>
        <Cell>Deluxe</Cell>
        <Cell label="Amount">KSh 9,000</Cell>
      </TableRow>
    </Table>,
  );

describe("Table", () => {
  it("names the table for screen readers when given a caption, before the header row", () => {
    const html = table({ caption: "Pesapal transactions, newest first" });
    expect(html).toMatch(
      /<table[^>]*><caption class="sr-only">Pesapal transactions, newest first<\/caption><thead/,
    );
    expect(table()).not.toContain("<caption");
  });

  it("pads its header cells as told, else with the default", () => {
    expect(table({ headCellClassName: "px-2 py-2 text-start font-semibold" })).toContain(
      '<th scope="col" class="px-2 py-2 text-start font-semibold">Name</th>',
    );
    expect(table()).toContain('<th scope="col" class="py-2 text-start">Name</th>');
  });

  it("drops an empty wrapper class instead of leaving a stray space", () => {
    expect(table({ wrapperClassName: "" })).toMatch(/^<div class="md:overflow-x-auto">/);
    expect(table()).toMatch(/^<div class="mt-6 md:overflow-x-auto">/);
  });
});
