--TEST--
explode with limit 0 is treated as 1
--FILE--
<?php
var_dump(explode(',', 'a,b,c', 0));
var_dump(explode(',', '', 0));
var_dump(explode(',', '', -1));
--EXPECT--
array(1) {
  [0]=>
  string(5) "a,b,c"
}
array(1) {
  [0]=>
  string(0) ""
}
array(0) {
}
