--TEST--
Parse error inside an included file
--FILE--
<?php
file_put_contents(__DIR__ . '/include_parse_error.inc', "<?php\necho 'x'\necho 'y';\n");
echo "before\n";
try {
  include 'include_parse_error.inc';
} catch (ParseError $e) {
  echo "ParseError: ", $e->getMessage(), " on line ", $e->getLine(), "\n";
}
echo "after\n";
--EXPECT--
before
ParseError: syntax error, unexpected token "echo", expecting "," or ";" on line 3
after
--CLEAN--
<?php
@unlink(__DIR__ . '/include_parse_error.inc');
