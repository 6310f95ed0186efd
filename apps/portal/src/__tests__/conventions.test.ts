import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../../..');
const PAGES = resolve(import.meta.dirname, '../pages');

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

const STORY_FILES = ['packages/ui/src', 'apps/portal/src', 'stories'].flatMap((dir) =>
  filesUnder(join(ROOT, dir), '.stories.tsx'),
);

/** Whether an `expect(...)` call is the start of a positive assertion (its matcher chain has no `.not`). */
function isPositiveExpect(call: ts.CallExpression): boolean {
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'expect') return false;
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) || ts.isCallExpression(node.parent)) {
    if (ts.isPropertyAccessExpression(node.parent) && node.parent.name.text === 'not') return false;
    node = node.parent;
  }
  return true;
}

function hasPositiveExpect(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && isPositiveExpect(node)) return true;
  return ts.forEachChild(node, (child) => (hasPositiveExpect(child) ? true : undefined)) ?? false;
}

/** The body a `play` property runs, when it is written in this file: a function, or a call of a local helper. */
function playBody(play: ts.Expression, file: ts.SourceFile): ts.Node | undefined {
  if (ts.isArrowFunction(play) || ts.isFunctionExpression(play)) return play;
  if (ts.isCallExpression(play) && ts.isIdentifier(play.expression)) {
    const name = play.expression.text;
    let found: ts.Node | undefined;
    file.forEachChild((statement) => {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) found = statement;
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name) found = declaration;
    });
    return found;
  }
  return undefined;
}

function objectOf(expression: ts.Expression): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(expression)) return expression;
  if (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression)) return objectOf(expression.expression);
  return undefined;
}

/** `[story name, play body]` of every exported story whose play is written in the file. */
function playsOf(path: string): [string, ts.Node][] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const plays: [string, ts.Node][] = [];
  file.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return;
    for (const declaration of statement.declarationList.declarations) {
      const story = declaration.initializer && objectOf(declaration.initializer);
      const play = story?.properties.find(
        (property): property is ts.PropertyAssignment =>
          ts.isPropertyAssignment(property) && property.name.getText(file) === 'play',
      );
      const body = play && playBody(play.initializer, file);
      if (body) plays.push([declaration.name.getText(file), body]);
    }
  });
  return plays;
}

describe('story conventions', () => {
  it('finds the story files it checks', () => {
    expect(STORY_FILES.length).toBeGreaterThan(100);
  });

  // A play that only checks that something is absent passes when nothing renders at all.
  it.each(STORY_FILES.map((path) => [relative(ROOT, path), path]))(
    '%s: every play asserts at least one positive fact',
    (_name, path) => {
      const negativeOnly = playsOf(path)
        .filter(([, body]) => !hasPositiveExpect(body))
        .map(([story]) => story);
      expect(negativeOnly).toEqual([]);
    },
  );

  it.each(readdirSync(PAGES).filter((name) => statSync(join(PAGES, name)).isDirectory()))(
    'page folder %s has its screen stories beside the page',
    (page) => {
      const stories = join(PAGES, page, `${page}.stories.tsx`);
      expect(existsSync(stories), `${page}/${page}.stories.tsx`).toBe(true);
      const text = readFileSync(stories, 'utf8');
      expect(text).toMatch(/title: 'Screens\/[^']+\/[^']+'/);
      expect(text).toMatch(/export const Default: Story/);
    },
  );
});
