--TEST--
(*MARK) names appear under "MARK"
--FILE--
<?php
var_dump(preg_match('/(*MARK:A)x|(*MARK:B)y/', 'y', $m), $m);
var_dump(preg_match('/(*MARK:A)x/', 'z', $m), $m);
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(1) "y"
  ["MARK"]=>
  string(1) "B"
}
int(0)
array(0) {
}
