--TEST--
compact in the global scope
--FILE--
<?php
$g = 1; $h = "x";
var_dump(compact("g", "h"));
--EXPECT--
array(2) {
  ["g"]=>
  int(1)
  ["h"]=>
  string(1) "x"
}
