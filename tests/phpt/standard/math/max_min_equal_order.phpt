--TEST--
equal values keep the first
--FILE--
<?php
var_dump(max(1, 1.0), max(1.0, 1), min("1", 1), min(1, "1"), max([0 => 'a'], [0 => 'a']));
--EXPECT--
int(1)
float(1)
string(1) "1"
int(1)
array(1) {
  [0]=>
  string(1) "a"
}
