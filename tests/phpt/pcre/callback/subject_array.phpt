--TEST--
an array of subjects
--FILE--
<?php
var_dump(preg_replace_callback('/\d/', fn($m) => $m[0] + 1, ['x' => 'a1', 'y' => 'b9', 'z' => 'c'], -1, $c), $c);
--EXPECT--
array(3) {
  ["x"]=>
  string(2) "a2"
  ["y"]=>
  string(3) "b10"
  ["z"]=>
  string(1) "c"
}
int(2)
