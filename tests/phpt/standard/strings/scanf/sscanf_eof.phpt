--TEST--
sscanf on empty input
--FILE--
<?php
var_dump(sscanf("", "%d"));
var_dump(sscanf("", "%d", $x), $x);
var_dump(sscanf("abc", "%d"));
--EXPECT--
NULL
int(-1)
NULL
array(1) {
  [0]=>
  NULL
}
