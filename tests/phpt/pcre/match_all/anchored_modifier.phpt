--TEST--
the A modifier makes matches contiguous
--FILE--
<?php
var_dump(preg_match_all('/\d/A', '12a3', $m), $m[0]);
--EXPECT--
int(2)
array(2) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
}
