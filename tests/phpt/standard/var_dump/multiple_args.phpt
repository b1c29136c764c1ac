--TEST--
var_dump with several arguments
--FILE--
<?php
var_dump(1, 'two', 3.0, [4]);
--EXPECT--
int(1)
string(3) "two"
float(3)
array(1) {
  [0]=>
  int(4)
}
