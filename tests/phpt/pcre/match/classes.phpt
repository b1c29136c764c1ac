--TEST--
character classes and escapes
--FILE--
<?php
var_dump(preg_match_all('/[[:alpha:]]+|[[:digit:]]+|[[:punct:]]/', 'ab12,cd', $m), $m[0]);
var_dump(preg_match_all('/\s/', "a b\tc\nd", $m), $m[0]);
var_dump(preg_match_all('/\h+|\v/', "a \tb\nc", $m), $m[0]);
var_dump(preg_match('/[^a-z]+/', 'abc123def', $m), $m);
--EXPECT--
int(4)
array(4) {
  [0]=>
  string(2) "ab"
  [1]=>
  string(2) "12"
  [2]=>
  string(1) ","
  [3]=>
  string(2) "cd"
}
int(3)
array(3) {
  [0]=>
  string(1) " "
  [1]=>
  string(1) "	"
  [2]=>
  string(1) "
"
}
int(2)
array(2) {
  [0]=>
  string(2) " 	"
  [1]=>
  string(1) "
"
}
int(1)
array(1) {
  [0]=>
  string(3) "123"
}
