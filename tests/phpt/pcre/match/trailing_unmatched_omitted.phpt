--TEST--
trailing unmatched groups are left out
--FILE--
<?php
var_dump(preg_match('/(a)(x)?(y)?/', 'a', $m), $m);
var_dump(count($m));
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
}
int(2)
