--TEST--
sscanf returning an array
--FILE--
<?php
var_dump(sscanf("12 apples", "%d %s"), sscanf("age: 25 name: Bob", "age: %d name: %s"));
--EXPECT--
array(2) {
  [0]=>
  int(12)
  [1]=>
  string(6) "apples"
}
array(2) {
  [0]=>
  int(25)
  [1]=>
  string(3) "Bob"
}
