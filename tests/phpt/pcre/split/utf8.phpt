--TEST--
splitting UTF-8 text into characters
--FILE--
<?php
var_dump(preg_split('//u', 'héllo', -1, PREG_SPLIT_NO_EMPTY));
var_dump(count(preg_split('//', 'héllo', -1, PREG_SPLIT_NO_EMPTY)));
--EXPECT--
array(5) {
  [0]=>
  string(1) "h"
  [1]=>
  string(2) "é"
  [2]=>
  string(1) "l"
  [3]=>
  string(1) "l"
  [4]=>
  string(1) "o"
}
int(6)
