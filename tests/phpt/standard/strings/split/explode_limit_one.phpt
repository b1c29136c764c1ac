--TEST--
explode with limit 1 and negative limits larger than the parts
--FILE--
<?php
var_dump(explode(".", "a.b.c", 1), explode(".", "a.b.c", -3), explode(".", "a.b.c", -5), explode(".", "a.b.c", PHP_INT_MIN));
--EXPECT--
array(1) {
  [0]=>
  string(5) "a.b.c"
}
array(0) {
}
array(0) {
}
array(0) {
}
