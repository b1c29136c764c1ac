--TEST--
\G for contiguous matches
--FILE--
<?php
var_dump(preg_match_all('/\G\d/', '123a45', $m), $m[0]);
--EXPECT--
int(3)
array(3) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "2"
  [2]=>
  string(1) "3"
}
