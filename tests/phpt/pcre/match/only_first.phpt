--TEST--
preg_match stops at the first match
--FILE--
<?php
var_dump(preg_match('/\d/', 'a1b2c3', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "1"
}
