--TEST--
\R matches any newline sequence
--FILE--
<?php
var_dump(preg_match_all('/\R/', "a\r\nb\nc\rd", $m), array_map('bin2hex', $m[0]));
--EXPECT--
int(3)
array(3) {
  [0]=>
  string(4) "0d0a"
  [1]=>
  string(2) "0a"
  [2]=>
  string(2) "0d"
}
