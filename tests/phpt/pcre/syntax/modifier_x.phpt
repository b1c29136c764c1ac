--TEST--
the x modifier ignores whitespace and comments
--FILE--
<?php
var_dump(preg_match('/a b  c # comment
  d/x', 'abcd', $m), $m);
var_dump(preg_match('/a\ b/x', 'a b'));
var_dump(preg_match('/a[ ]b/x', 'a b'));
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(4) "abcd"
}
int(1)
int(1)
