--TEST--
Throwing from an error handler
--FILE--
<?php
function h($no, $str, $file, $line) { throw new ErrorException($str, 0, $no, $file, $line); }
set_error_handler('h');
try {
  echo $undefined;
} catch (ErrorException $e) {
  echo "caught: ", $e->getMessage(), "\n";
}
--EXPECT--
caught: Undefined variable $undefined
