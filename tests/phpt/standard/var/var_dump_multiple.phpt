--TEST--
var_dump with several arguments
--FILE--
<?php
var_dump(1, "two", [3], null);
--EXPECT--
int(1)
string(3) "two"
array(1) {
  [0]=>
  int(3)
}
NULL
