--TEST--
range() with equal bounds
--FILE--
<?php
var_dump(range(5, 5), range('q', 'q'), range(1.5, 1.5));
--EXPECT--
array(1) {
  [0]=>
  int(5)
}
array(1) {
  [0]=>
  string(1) "q"
}
array(1) {
  [0]=>
  float(1.5)
}
