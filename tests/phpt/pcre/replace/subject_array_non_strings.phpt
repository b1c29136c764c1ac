--TEST--
non-string subjects are converted
--FILE--
<?php
var_dump(preg_replace('/1/', 'one', [1, 1.1, true, null, false, 21]));
--EXPECT--
array(6) {
  [0]=>
  string(3) "one"
  [1]=>
  string(7) "one.one"
  [2]=>
  string(3) "one"
  [3]=>
  string(0) ""
  [4]=>
  string(0) ""
  [5]=>
  string(4) "2one"
}
