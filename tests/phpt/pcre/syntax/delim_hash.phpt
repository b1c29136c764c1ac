--TEST--
hash delimiters allow unescaped slashes
--FILE--
<?php
var_dump(preg_match('#a/b#', 'a/b', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(3) "a/b"
}
