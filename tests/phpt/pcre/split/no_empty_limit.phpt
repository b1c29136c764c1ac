--TEST--
PREG_SPLIT_NO_EMPTY with a limit counts only kept pieces
--FILE--
<?php
var_dump(preg_split('/,/', ',,a,,b,c', 2, PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(4) ",b,c"
}
