--TEST--
\K inside a lookaround compiles as php allows it
--FILE--
<?php
var_dump(preg_match('/a\Kb/', 'ab', $m), $m);
var_dump(preg_match('/(?<=\Ka)b/', 'ab', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "b"
}
int(1)
array(1) {
  [0]=>
  string(2) "ab"
}
