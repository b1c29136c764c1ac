--TEST--
PREG_SPLIT_DELIM_CAPTURE with PREG_SPLIT_NO_EMPTY
--FILE--
<?php
var_dump(preg_split('/(,)(y)?/', ',a,,b', -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY));
--EXPECT--
array(5) {
  [0]=>
  string(1) ","
  [1]=>
  string(1) "a"
  [2]=>
  string(1) ","
  [3]=>
  string(1) ","
  [4]=>
  string(1) "b"
}
