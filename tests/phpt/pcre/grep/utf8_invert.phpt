--TEST--
PREG_GREP_INVERT with /u
--FILE--
<?php
var_dump(preg_grep('/^\p{Lu}/u', ['Émile', 'éclair', 'Zoë', 'ßx'], PREG_GREP_INVERT));
--EXPECT--
array(2) {
  [1]=>
  string(7) "éclair"
  [3]=>
  string(3) "ßx"
}
