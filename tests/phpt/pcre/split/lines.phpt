--TEST--
splitting lines on any newline
--FILE--
<?php
var_dump(preg_split('/\R/', "one\r\ntwo\nthree\rfour"));
--EXPECT--
array(4) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
  [2]=>
  string(5) "three"
  [3]=>
  string(4) "four"
}
