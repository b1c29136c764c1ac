--TEST--
ParseError thrown from eval
--FILE--
<?php
try {
  eval('echo "unterminated;');
} catch (ParseError $e) {
  echo "ParseError: ", $e->getMessage(), "\n";
}
try {
  eval('$a = 1 +;');
} catch (ParseError $e) {
  echo "ParseError: ", $e->getMessage(), " line ", $e->getLine(), "\n";
}
--EXPECT--
ParseError: syntax error, unexpected end of file, expecting variable or "${" or "{$"
ParseError: syntax error, unexpected token ";" line 1
