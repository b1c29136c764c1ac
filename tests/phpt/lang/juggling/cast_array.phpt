--TEST--
(array) cast of scalars
--FILE--
<?php
var_dump((array)1, (array)"s", (array)null, (array)[1], (array)false);
--EXPECT--
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  string(1) "s"
}
array(0) {
}
array(1) {
  [0]=>
  int(1)
}
array(1) {
  [0]=>
  bool(false)
}
