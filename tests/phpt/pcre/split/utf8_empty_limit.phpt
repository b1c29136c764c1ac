--TEST--
empty matches with /u and a limit
--FILE--
<?php
var_dump(preg_split('//u', 'ééé', 3));
--EXPECT--
array(3) {
  [0]=>
  string(0) ""
  [1]=>
  string(2) "é"
  [2]=>
  string(4) "éé"
}
