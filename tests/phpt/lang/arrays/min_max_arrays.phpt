--TEST--
min and max on mixed values
--FILE--
<?php
var_dump(max(1, 2, "3"), min([4, 2, 8]), max("apple", "banana"), max([1, 2], [1, 3]), min(1, "a"), max("10", "9"), max(0, "a"));
--EXPECT--
string(1) "3"
int(2)
string(6) "banana"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
int(1)
string(2) "10"
string(1) "a"
