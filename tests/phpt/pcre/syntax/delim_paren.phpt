--TEST--
parentheses as delimiters with nesting
--FILE--
<?php
var_dump(preg_match('(a(b)c)', 'abc', $m), $m);
--EXPECT--
int(1)
array(2) {
  [0]=>
  string(3) "abc"
  [1]=>
  string(1) "b"
}
